import { lazy, Suspense } from 'react'
import { useInBrowser } from '../use-in-browser'

const OwnerVisitRequests = lazy(() =>
  import('./owner-visit-requests').then((m) => ({ default: m.OwnerVisitRequests })),
)

/**
 * The visit requests in the owner's Leads panel, loaded on demand (they bring Zod) and drawn in
 * the browser: the server may draw the owner's page, and cannot wait for a lazy part.
 */
export function OwnerVisitsSlot({ propertyId }: { propertyId: number }) {
  const inBrowser = useInBrowser()
  if (!inBrowser) return null
  return (
    <Suspense fallback={null}>
      <OwnerVisitRequests propertyId={propertyId} />
    </Suspense>
  )
}
