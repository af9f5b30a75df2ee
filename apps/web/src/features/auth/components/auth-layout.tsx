import { CheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { OWNER_REGISTRATION_PATH } from '../../../lib/paths'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'

/** Registration, login and password pages: the banner, the form card and a short side note. */
export function AuthLayout({
  title,
  lead,
  aside,
  children,
}: {
  title: string
  lead?: string
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <PageBanner title={title} lead={lead} />
      <div className="bg-surface py-10 sm:py-14">
        <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,31rem)] lg:gap-14">
          <Card className="p-5 sm:p-8 lg:order-2">{children}</Card>
          {aside && <div className="lg:order-1 lg:pt-4">{aside}</div>}
        </div>
      </div>
    </>
  )
}

/** The side note: a heading and a few reasons, each with a tick. */
export function AuthAside({ title, points }: { title: string; points: readonly string[] }) {
  return (
    <section aria-label={title}>
      <h2 className="text-2xl sm:text-3xl">{title}</h2>
      <ul className="mt-6 space-y-4">
        {points.map((point) => (
          <li key={point} className="text-ink flex gap-3 leading-relaxed">
            <span
              aria-hidden="true"
              className="bg-accent-100 text-accent-700 grid size-7 shrink-0 place-items-center rounded-full"
            >
              <CheckIcon className="size-4" />
            </span>
            {point}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** "Already have an account? Login" style lines under a form. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <div className="border-line text-muted mt-8 space-y-2 border-t pt-6 text-sm [&_a]:font-semibold [&_a]:text-brand-700 [&_a:hover]:underline">
      {children}
    </div>
  )
}

/** The line that points owners to their own registration, under the login and seeker forms. */
export function OwnerRegistrationLine() {
  return (
    <p>
      Own a warehouse or godown?{' '}
      <Link to={OWNER_REGISTRATION_PATH}>Register as a property owner</Link>
    </p>
  )
}
