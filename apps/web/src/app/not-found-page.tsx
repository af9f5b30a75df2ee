import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { NOT_FOUND_BACK_AFTER_MS } from '@app/contract/constants'
import { ButtonLink } from '../components/ui/button'
import { site } from '../lib/site'
import { hasAppHistory } from './history-entry'

/**
 * Any unknown path: the message, a way home, and after 2.5 s one history step back (spec 000
 * section 2), or home when this app has no page before it (a fresh tab, a link from elsewhere:
 * stepping back would leave the site or land on a blank tab; issue 25, decision 040).
 */
export function NotFoundPage() {
  const navigate = useNavigate()
  const canGoBack = hasAppHistory()
  useEffect(() => {
    const timer = window.setTimeout(
      () => (canGoBack ? navigate(-1) : navigate('/', { replace: true })),
      NOT_FOUND_BACK_AFTER_MS,
    )
    return () => window.clearTimeout(timer)
  }, [navigate, canGoBack])

  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      <title>{`Page not found | ${site.name}`}</title>
      <div>
        {/* One "404": the large figure is the first word of the heading. */}
        <h1 className="text-3xl sm:text-4xl">
          <span className="text-accent-500 block text-7xl font-extrabold sm:text-8xl">404</span>{' '}
          <span className="mt-4 block">Page Not Found</span>
        </h1>
        <p className="text-muted mx-auto mt-3 max-w-md">
          The page you are looking for has moved or never existed.{' '}
          {canGoBack ? 'Taking you back in a moment…' : 'Taking you home in a moment…'}
        </p>
        <ButtonLink to="/" className="mt-8">
          Back To Home
        </ButtonLink>
      </div>
    </section>
  )
}
