import { CalendarClockIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Button } from '../../../components/ui/button'
import { useDeferredDialog } from '../../../components/ui/use-deferred-dialog'
import { cn } from '../../../lib/cn'
import { useInBrowser } from '../use-in-browser'
import { VISIT_UI } from '../visit-texts'

// Both bring Zod (the contract's visits module, the forms): they load once wanted.
const RequestVisitDialog = lazy(() =>
  import('./request-visit-dialog').then((m) => ({ default: m.RequestVisitDialog })),
)
const SeekerListingVisits = lazy(() =>
  import('./seeker-listing-visits').then((m) => ({ default: m.SeekerListingVisits })),
)

/**
 * Under an unlocked listing's contact, for the seeker (not its owner): "Request a site visit",
 * and their visits for this listing. Small and Zod-free, as the listing page is drawn by the
 * server: the button comes with the page, the dialog and the list of visits load in the browser.
 */
export function ListingVisits({
  propertyId,
  className,
}: {
  propertyId: number
  className?: string
}) {
  const dialog = useDeferredDialog()
  const inBrowser = useInBrowser()
  return (
    <div className={cn('space-y-4', className)}>
      <Button variant="outline" className="w-full" onClick={dialog.show}>
        <CalendarClockIcon className="size-4" />
        {VISIT_UI.requestVisit}
      </Button>
      {inBrowser && (
        <Suspense fallback={null}>
          <SeekerListingVisits propertyId={propertyId} />
        </Suspense>
      )}
      {dialog.loaded && (
        <Suspense fallback={null}>
          <RequestVisitDialog open={dialog.open} onClose={dialog.hide} propertyId={propertyId} />
        </Suspense>
      )}
    </div>
  )
}
