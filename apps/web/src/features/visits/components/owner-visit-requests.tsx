import { useId } from 'react'
import { Link } from 'react-router'
import { cn } from '../../../lib/cn'
import { VISITS_PATH } from '../../../lib/paths'
import { useVisits } from '../api/get-visits'
import { VISIT_UI } from '../visit-texts'
import { VisitList } from './visit-list'

/**
 * In the owner's Leads panel of a listing: the visit requests on it still ahead (asked, or
 * accepted and not yet passed), each with the seeker's name and phone, the proposed slots to
 * accept one of, Decline with a reason, and Cancel once accepted. The rest is on /visits.
 */
export function OwnerVisitRequests({
  propertyId,
  className,
}: {
  propertyId: number
  className?: string
}) {
  const titleId = useId()
  const requests = useVisits({ role: 'owner', when: 'upcoming', propertyId })
  return (
    <section aria-labelledby={titleId} className={cn('border-line border-t pt-5', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={titleId} className="text-lg">
          {VISIT_UI.requestsTitle}
        </h3>
        <Link
          to={VISITS_PATH}
          className="text-brand-700 inline-flex min-h-11 items-center text-sm font-semibold underline-offset-4 hover:underline"
        >
          {VISIT_UI.allVisits}
        </Link>
      </div>
      <p className="text-muted text-sm">{VISIT_UI.requestsLead}</p>
      <VisitList
        query={requests}
        label={VISIT_UI.requestsTitle}
        showListing={false}
        className="mt-4"
        empty={
          <p className="bg-surface text-muted rounded-xl px-4 py-6 text-center text-sm">
            {VISIT_UI.noRequests}
          </p>
        }
      />
    </section>
  )
}
