import { useId } from 'react'
import { Link } from 'react-router'
import { VISITS_PATH } from '../../../lib/paths'
import { useVisits } from '../api/get-visits'
import { VISIT_UI } from '../visit-texts'
import { VisitList } from './visit-list'

/**
 * The seeker's visits for one listing, under its contact: the open ones first, then those that
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
    <section aria-labelledby={titleId} className="border-line border-t pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={titleId} className="text-base">
          {VISIT_UI.yourVisits}
        </h3>
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
          className="mt-2"
        />
      )}
      {hasPast && (
        <>
          <h4 className="text-muted mt-4 text-sm font-semibold">{VISIT_UI.earlier}</h4>
          <VisitList
            query={past}
            label={VISIT_UI.earlier}
            empty={null}
            showListing={false}
            className="mt-2"
          />
        </>
      )}
    </section>
  )
}
