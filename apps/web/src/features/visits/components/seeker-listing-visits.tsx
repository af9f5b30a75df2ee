import { useId } from 'react'
import { Link } from 'react-router'
import { VISITS_PATH } from '../../../lib/paths'
import { useVisits } from '../api/get-visits'
import { VISIT_UI } from '../visit-texts'
import { VisitList } from './visit-list'

/**
 * The seeker's visits for one listing, after its contact: the open ones first, then those that
 * ended (declined, cancelled, expired, past). Nothing until there is one.
 */
export function SeekerListingVisits({ propertyId }: { propertyId: number }) {
  const titleId = useId()
  const upcoming = useVisits({ role: 'seeker', when: 'upcoming', propertyId })
  const past = useVisits({ role: 'seeker', when: 'past', propertyId })
  const hasUpcoming = Boolean(upcoming.data?.pages[0]?.data.length)
  const hasPast = Boolean(past.data?.pages[0]?.data.length)
  if (!hasUpcoming && !hasPast) return null

  return (
    <section aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={titleId} className="text-xl">
          {VISIT_UI.yourVisits}
        </h2>
        <Link
          to={VISITS_PATH}
          className="text-brand-700 inline-flex min-h-11 items-center text-sm font-semibold underline-offset-4 hover:underline"
        >
          {VISIT_UI.allVisits}
        </Link>
      </div>
      {hasUpcoming && (
        <VisitList
          query={upcoming}
          label={VISIT_UI.yourVisits}
          empty={null}
          showListing={false}
          cards
          className="mt-3"
        />
      )}
      {hasPast && (
        <>
          <h3 className="text-muted mt-6 text-base font-semibold">{VISIT_UI.earlier}</h3>
          <VisitList
            query={past}
            label={VISIT_UI.earlier}
            empty={null}
            showListing={false}
            cards
            className="mt-3"
          />
        </>
      )}
    </section>
  )
}
