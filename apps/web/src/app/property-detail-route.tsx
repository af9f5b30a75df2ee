import { USER_TYPE } from '@app/contract/auth-texts'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { Suspense } from 'react'
// The read-only view comes with this route's chunk (visitors and seekers, most of the traffic,
// get it without a second round trip; the server preloads it); the owner view loads on demand.
import {
  Component as ListingDetailPage,
  type DetailSlots,
} from '../features/listings/pages/property-detail-page'
// Small and Zod-free: the report form itself loads when a seeker opens it.
import { ReportAction } from '../features/reports/components/report-action'
import { ResponseScoreBadge } from '../features/reports/components/response-score-badge'
// Zod-free too: the request form and the list of visits load in the browser.
import {
  ListingVisitsSection,
  RequestVisitAction,
} from '../features/visits/components/listing-visits'
import { OwnerVisitsSlot } from '../features/visits/components/owner-visits-slot'
import { RepliesWithinDayBadge } from '../features/visits/components/replies-badge'
import { useAuth } from '../lib/auth-storage'
import { lazyPart } from '../lib/lazy-part'

// Lazy parts the server waits for when it draws an owner's view (lib/lazy-part).
const OwnerPropertyPage = lazyPart(() =>
  import('../features/owner/pages/property-page').then((m) => ({
    default: m.OwnerPropertyPage,
  })),
)
const OwnerReportsPanel = lazyPart(() =>
  import('../features/reports/components/owner-reports-panel').then((m) => ({
    default: m.OwnerReportsPanel,
  })),
)

/** Owners and admins (spec 000 section 2: user_type 2 and 99) get the owner-style view. */
const MANAGERS: readonly number[] = [USER_TYPE.owner, USER_TYPE.admin]

/**
 * Trust on the read-only view (issue 13): the owner's response score and whether they answer
 * visit requests within a day (issue 30), reporting a problem; a site visit once unlocked.
 */
const trust: DetailSlots = {
  ownerScore: (view) => (
    <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
      <ResponseScoreBadge score={view.owner_score} />
      <RepliesWithinDayBadge earned={view.owner_replies_within_day} />
    </div>
  ),
  visits: (view) => <RequestVisitAction propertyId={view.property.id} className="mt-4" />,
  visitList: (view) => <ListingVisitsSection propertyId={view.property.id} />,
  report: (view) =>
    view.pass && (
      <ReportAction
        propertyId={view.property.id}
        myReport={view.my_report}
        credits={view.unlock_cost}
        className="mt-4"
      />
    ),
}

/** The reports on a listing, in its owner view; nothing shows until they are there. */
const renderReports = (propertyId: number, canAnswer: boolean) => (
  <Suspense fallback={null}>
    <OwnerReportsPanel propertyId={propertyId} canAnswer={canAnswer} />
  </Suspense>
)

/** The visit requests in the Leads panel of an owner's own listing (issue 30). */
const renderVisits = (propertyId: number) => <OwnerVisitsSlot propertyId={propertyId} />

/**
 * /property/:id: the read-only listing view (listings), or for owners and admins the editable
 * owner view (owner) of what they manage. The owner view answers whether it is theirs: for
 * someone else's listing it shows the read-only view it is given, so owners browse and unlock
 * others' listings like anyone. The features meet here, in the app, not in each other: reports
 * add to both views.
 */
export function Component() {
  const { isLoggedIn, userType } = useAuth()
  const manager = isLoggedIn && MANAGERS.includes(userType)
  const readOnly = <ListingDetailPage slots={trust} />
  return (
    <Suspense
      fallback={
        <p role="status" className="container-page text-muted py-16 text-center">
          {LISTING_TEXTS.detailLoading}
        </p>
      }
    >
      {manager ? (
        <OwnerPropertyPage
          readOnly={readOnly}
          renderReports={renderReports}
          renderVisits={renderVisits}
        />
      ) : (
        readOnly
      )}
    </Suspense>
  )
}
