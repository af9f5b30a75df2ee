import { USER_TYPE } from '@app/contract/auth-texts'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { lazy, Suspense } from 'react'
// The read-only view comes with this route's chunk (visitors and seekers, most of the traffic,
// get it without a second round trip; the server preloads it); the owner view loads on demand.
import { Component as ListingDetailPage } from '../features/listings/pages/property-detail-page'
import { useAuth } from '../lib/auth-storage'

const OwnerPropertyPage = lazy(() =>
  import('../features/owner/pages/property-page').then((m) => ({
    default: m.OwnerPropertyPage,
  })),
)

/** Owners and admins (spec 000 section 2: user_type 2 and 99) get the owner-style view. */
const MANAGERS: readonly number[] = [USER_TYPE.owner, USER_TYPE.admin]

/**
 * /property/:id: the read-only listing view (listings), or for owners and admins the editable
 * owner view (owner) of what they manage. The owner view answers whether it is theirs: for
 * someone else's listing it shows the read-only view it is given, so owners browse and unlock
 * others' listings like anyone. The two features meet here, in the app, not in each other.
 */
export function Component() {
  const { isLoggedIn, userType } = useAuth()
  const manager = isLoggedIn && MANAGERS.includes(userType)
  return (
    <Suspense
      fallback={
        <p role="status" className="container-page text-muted py-16 text-center">
          {LISTING_TEXTS.detailLoading}
        </p>
      }
    >
      {manager ? <OwnerPropertyPage readOnly={<ListingDetailPage />} /> : <ListingDetailPage />}
    </Suspense>
  )
}
