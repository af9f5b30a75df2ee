import { formatCount, plural } from '@app/contract/numbers'
import { PAGE_SIZE } from '@app/contract/constants'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import type { ReactNode } from 'react'
import { RequireLogin } from '../../../components/login-required/require-login'
import { RetryAlert } from '../../../components/ui/alert'
import { ButtonLink } from '../../../components/ui/button'
import { MoreButton } from '../../../components/ui/more-button'
import { PageBanner } from '../../../components/ui/page-banner'
import { cardLoad } from '../../../components/ui/property-image'
import { ApiError, isForbidden } from '../../../lib/api-client'
import { useAuth } from '../../../lib/auth-storage'
import { errorMessage } from '../../../lib/form-errors'
import { ADD_LISTING_PATH, UNLOCKED_PROPERTIES_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useCreatedProperties } from '../api/get-created-properties'
import { MyPropertyCard, MyPropertyCardSkeleton } from '../components/my-property-card'
import { MANAGE_UI } from '../manage-texts'

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'
const FIRST_ROW = 3

/** /my-properties (needs login): the owner's listings, finished or not (spec 001 section 2). */
export function Component() {
  return (
    <>
      <title>{`${MANAGE_UI.myPropertiesTitle} | ${site.name}`}</title>
      <PageBanner title={MANAGE_UI.myPropertiesTitle} lead={MANAGE_UI.myPropertiesLead} />
      <RequireLogin message={MANAGE_UI.loginToMyProperties}>
        <OwnersOnly />
      </RequireLogin>
    </>
  )
}

/** Seekers and other account types get the spec's owners-only text, and no call is made. */
function OwnersOnly() {
  const { can } = useAuth()
  if (!can('view-created-properties'))
    return (
      <Notice>
        <p>{OWNER_TEXTS.ownersOnly}</p>
        <ButtonLink to={UNLOCKED_PROPERTIES_PATH} variant="outline" className="mt-6">
          {MANAGE_UI.unlockedLink}
        </ButtonLink>
      </Notice>
    )
  return <MyPropertiesList />
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="container-page py-10 sm:py-14">
      <div
        role="status"
        className="border-line bg-surface text-muted mx-auto max-w-2xl rounded-2xl border px-6 py-12 text-center"
      >
        {children}
      </div>
    </div>
  )
}

/** Spec 001 section 8: a refusal that names user_type reads as an empty list, silently. */
const namesUserType = (error: unknown) =>
  error instanceof ApiError && error.message.includes('user_type')

function EmptyList() {
  return (
    <div className="border-line bg-surface rounded-2xl border px-6 py-14 text-center">
      <p className="text-muted">{MANAGE_UI.noPropertiesYet}</p>
      <ButtonLink to={ADD_LISTING_PATH} size="lg" className="mt-6">
        {OWNER_TEXTS.addFirst}
      </ButtonLink>
    </div>
  )
}

function showing(shown: number, total = shown) {
  return `Showing ${formatCount(shown)} of ${plural(total, 'property', 'properties')}`
}

function MyPropertiesList() {
  const list = useCreatedProperties()
  if (isForbidden(list.error) && !list.data)
    return (
      <Notice>
        <p>{OWNER_TEXTS.accessDenied}</p>
      </Notice>
    )

  const items = list.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <div className="container-page py-10 sm:py-14">
      {list.isPending ? (
        <ul className={GRID} aria-busy="true" aria-label={MANAGE_UI.loadingList}>
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <li key={i}>
              <MyPropertyCardSkeleton />
            </li>
          ))}
        </ul>
      ) : !list.data && !namesUserType(list.error) ? (
        <RetryAlert
          message={errorMessage(list.error, LISTING_TEXTS.fetchFailed)}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyList />
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted">
              {showing(items.length, list.data?.pages.at(-1)?.pagination.total)}
            </p>
            <ButtonLink to={ADD_LISTING_PATH} variant="accent">
              {MANAGE_UI.addProperty}
            </ButtonLink>
          </div>
          <ul aria-label={MANAGE_UI.myPropertiesTitle} className={GRID}>
            {items.map((item, i) => (
              <li key={item.id}>
                <MyPropertyCard item={item} load={cardLoad(i, FIRST_ROW)} />
              </li>
            ))}
          </ul>
          <MoreButton list={list} />
        </>
      )}
    </div>
  )
}
