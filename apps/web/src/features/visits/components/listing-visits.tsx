import { CalendarClockIcon } from 'lucide-react'
import { lazy, Suspense, useId } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { useDeferredDialog } from '../../../components/ui/use-deferred-dialog'
import { cn } from '../../../lib/cn'
import { VISITS_PATH } from '../../../lib/paths'
import { useVisits } from '../api/get-visits'
import { VISIT_UI } from '../visit-texts'
import { VisitList } from './visit-list'

const RequestVisitDialog = lazy(() =>
  import('./request-visit-dialog').then((m) => ({ default: m.RequestVisitDialog })),
)

/**
 * Under an unlocked listing's contact, for the seeker (not its owner): "Request a site visit",
 * and their visits for this listing, the open ones first, then the latest that ended.
 */
export function ListingVisits({
  propertyId,
  className,
}: {
  propertyId: number
  className?: string
}) {
  const titleId = useId()
  const dialog = useDeferredDialog()
  const upcoming = useVisits({ role: 'seeker', when: 'upcoming', propertyId })
  const past = useVisits({ role: 'seeker', when: 'past', propertyId })
  const any = [upcoming, past].some((q) => q.data?.pages.some((page) => page.data.length > 0))

  return (
    <div className={cn('space-y-4', className)}>
      <Button variant="outline" className="w-full" onClick={dialog.show}>
        <CalendarClockIcon className="size-4" />
        {VISIT_UI.requestVisit}
      </Button>
      {any && (
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
          <VisitList
            query={upcoming}
            label={VISIT_UI.yourVisits}
            empty={null}
            showListing={false}
            className="mt-2"
          />
          {past.data?.pages[0]?.data.length ? (
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
          ) : null}
        </section>
      )}
      {dialog.loaded && (
        <Suspense fallback={null}>
          <RequestVisitDialog open={dialog.open} onClose={dialog.hide} propertyId={propertyId} />
        </Suspense>
      )}
    </div>
  )
}
