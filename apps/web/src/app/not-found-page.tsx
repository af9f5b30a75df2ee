import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { NOT_FOUND_BACK_AFTER_MS } from '@app/contract/constants'
import { ButtonLink } from '../components/ui/button'
import { site } from '../lib/site'

/** Any unknown path: the message, a way home, and one history step back after 2.5 s. */
export function NotFoundPage() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(-1), NOT_FOUND_BACK_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])

  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      <title>{`Page not found | ${site.name}`}</title>
      <div>
        <p className="text-accent-500 text-7xl font-extrabold sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl sm:text-4xl">404 Page Not Found</h1>
        <p className="text-muted mx-auto mt-3 max-w-md">
          The page you are looking for has moved or never existed. Taking you back in a moment…
        </p>
        <ButtonLink to="/" className="mt-8">
          Back To Home
        </ButtonLink>
      </div>
    </section>
  )
}
