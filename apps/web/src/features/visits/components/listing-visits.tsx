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

/*
 * On an unlocked listing, for the seeker (not its owner). Small and Zod-free, as the listing
 * page is drawn by the server: the button comes with the page; the dialog and the list of
 * visits load in the browser.
 */

/** "Request a site visit" under the contact, opening the request form. */
export function RequestVisitAction({
  propertyId,
  className,
}: {
  propertyId: number
  className?: string
}) {
  const dialog = useDeferredDialog()
  return (
    <div className={cn(className)}>
      <Button variant="outline" className="w-full" onClick={dialog.show}>
        <CalendarClockIcon className="size-4" />
        {VISIT_UI.requestVisit}
      </Button>
      {dialog.loaded && (
        <Suspense fallback={null}>
          <RequestVisitDialog open={dialog.open} onClose={dialog.hide} propertyId={propertyId} />
        </Suspense>
      )}
    </div>
  )
}

/** The seeker's visits for this listing, once there is one: drawn after hydration. */
export function ListingVisitsSection({ propertyId }: { propertyId: number }) {
  const inBrowser = useInBrowser()
  if (!inBrowser) return null
  return (
    <Suspense fallback={null}>
      <SeekerListingVisits propertyId={propertyId} />
    </Suspense>
  )
}
