import { LISTING_TEXTS } from '@app/contract/listing-texts'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { RequireLogin } from '../../../components/login-required/require-login'
import { RetryAlert } from '../../../components/ui/alert'
import { Breadcrumbs } from '../../../components/ui/breadcrumbs'
import { ButtonLink } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api-client'
import { useAuth } from '../../../lib/auth-storage'
import { errorMessage } from '../../../lib/form-errors'
import { parseId } from '../../../lib/ids'
import { MY_PROPERTIES_PATH, PROPERTY_LIST_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useFullDetails } from '../api/get-full-details'
import { OWNER_LAYOUT, OwnerPropertyView } from '../components/owner-property-view'
import { MANAGE_UI } from '../manage-texts'

const isStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status

/** The seekers' reports on a listing (issue 13); only its owner answers them. */
type RenderReports = (propertyId: number, canAnswer: boolean) => ReactNode
/** The visit requests on the owner's own listing (issue 30). */
type RenderVisits = (propertyId: number) => ReactNode

/**
 * /property/:id for owners and admins (the app's route picks it for user_type 2 and 99): the
 * owner view of a listing they manage. The server decides whether they do: for someone else's
 * listing it answers 403, and the read-only listing view it was given shows instead. The app's
 * route also hands in the reports panel and the visit requests (features do not import each
 * other); an admin looking at someone else's listing gets no visit requests: they are the owner's.
 */
export function OwnerPropertyPage({
  readOnly,
  renderReports,
  renderVisits,
}: {
  readOnly: ReactNode
  renderReports?: RenderReports
  renderVisits?: RenderVisits
}) {
  return (
    <RequireLogin>
      <OwnerProperty
        readOnly={readOnly}
        renderReports={renderReports}
        renderVisits={renderVisits}
      />
    </RequireLogin>
  )
}

function OwnerProperty({
  readOnly,
  renderReports,
  renderVisits,
}: {
  readOnly: ReactNode
  renderReports: RenderReports | undefined
  renderVisits: RenderVisits | undefined
}) {
  const id = parseId(useParams().id)
  const query = useFullDetails(id)
  const me = useAuth().user?.id
  if (isStatus(query.error, 403)) return readOnly

  const details = query.data
  const name = details?.name.trim() || LISTING_TEXTS.untitled
  const mine = !details || details.user_id === me
  return (
    <>
      <title>{`${details ? name : 'Property details'} | ${site.name}`}</title>
      <div className="bg-surface border-line border-b">
        <Breadcrumbs
          className="container-page text-muted py-4"
          items={[
            { label: 'Home', to: '/' },
            mine
              ? { label: MANAGE_UI.myPropertiesTitle, to: MY_PROPERTIES_PATH }
              : { label: 'Property', to: PROPERTY_LIST_PATH },
            { label: details ? name : 'Details' },
          ]}
        />
      </div>
      <div className="container-page py-8 sm:py-12">
        {query.isPending && id !== undefined ? (
          <OwnerSkeleton />
        ) : details ? (
          <OwnerPropertyView
            details={details}
            name={name}
            reports={renderReports?.(details.id, mine)}
            visits={mine ? renderVisits?.(details.id) : undefined}
          />
        ) : isStatus(query.error, 404) || id === undefined ? (
          <div className="border-line bg-surface rounded-2xl border px-6 py-14 text-center">
            <h1 className="text-2xl">{LISTING_TEXTS.detailNotFound}</h1>
            <ButtonLink to={MY_PROPERTIES_PATH} className="mt-6">
              {MANAGE_UI.myPropertiesTitle}
            </ButtonLink>
          </div>
        ) : (
          <RetryAlert
            message={errorMessage(query.error, LISTING_TEXTS.detailFetchFailed)}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    </>
  )
}

/** The loaded page's boxes, so nothing jumps when the listing arrives. */
function OwnerSkeleton() {
  return (
    <div>
      <p role="status" className="text-muted text-sm font-medium">
        {LISTING_TEXTS.detailLoading}
      </p>
      <div aria-hidden="true">
        <Skeleton className="mt-3 h-10 w-2/3" />
        <div className={`mt-8 ${OWNER_LAYOUT}`}>
          <div>
            <Skeleton className="h-60 rounded-2xl sm:h-[300px]" />
            <Skeleton className="mt-8 h-24 w-full" />
          </div>
          <div className="space-y-6">
            <Skeleton className="h-56 rounded-2xl" />
            <Skeleton className="h-72 rounded-2xl" />
          </div>
        </div>
      </div>
    </div>
  )
}
