import { CheckIcon, MapPinIcon } from 'lucide-react'
import type { PropertyView } from '@app/contract/listing'
import { LISTING_TEXTS, RECURING_TYPE_LABEL } from '@app/contract/listing-texts'
import { SEARCH_TEXTS, SPEC_LABEL } from '@app/contract/search-texts'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { RetryAlert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Breadcrumbs } from '../../../components/ui/breadcrumbs'
import { ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PropertyCarousel } from '../../../components/ui/property-carousel'
import { Skeleton } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api-client'
import { useAuth } from '../../../lib/auth-storage'
import { parseId } from '../../../lib/ids'
import { errorMessage } from '../../../lib/form-errors'
import { site } from '../../../lib/site'
import { RequireLogin } from '../../../components/login-required/require-login'
import { useProperty } from '../api/get-property'
import { carouselImages } from '../../../lib/carousel-images'
import { ContactDetails } from '../components/contact-details'
import { InsightLine } from '../components/insight-line'
import { ListingDocuments } from '../components/listing-documents'
import { ContactBar, VisitorContactBar } from '../components/contact-bar'
import { UnlockAction, useUnlockFlow } from '../components/unlock-action'
import { VerifiedBadge } from '../../../components/ui/verified-badge'
import { specText, WAREHOUSE_SPEC_ROWS } from '../../../lib/specs'
import { plural } from '@app/contract/numbers'
import {
  formatArea,
  formatFeet,
  formatPrice,
  placeLine,
  propertyTypeLabel,
  purchaseTypeBadge,
  recurringSuffix,
} from '../../../lib/listing-format'

const NA = LISTING_TEXTS.noPrice

/**
 * What other features add to the view, handed in by the app's route (features do not import
 * each other): the owner's response score beside the contact, reporting a problem under
 * the unlocked contact (issue 13), and site visits for a seeker who unlocked it (issue 30).
 */
export interface DetailSlots {
  ownerScore?: (view: PropertyView) => ReactNode
  report?: (view: PropertyView) => ReactNode
  /**
   * Site visits, only for a viewer who unlocked the listing and does not own it: `visits` under
   * the contact, `visitList` across the page after both columns (below the contact on phones;
   * out of the contact box on desktop, which stays in view and would have to scroll it).
   */
  visits?: (view: PropertyView) => ReactNode
  visitList?: (view: PropertyView) => ReactNode
}

/**
 * /property/:id (needs login): the read-only listing view. The app's route shows owners and
 * admins the owner feature's editable view of what they manage instead (spec 000 section 2).
 */
export function Component({ slots = {} }: { slots?: DetailSlots }) {
  const { isLoggedIn } = useAuth()
  return (
    <>
      <RequireLogin>
        <PropertyDetail slots={slots} />
      </RequireLogin>
      {!isLoggedIn && <VisitorContactBar />}
    </>
  )
}

function PropertyDetail({ slots }: { slots: DetailSlots }) {
  const id = parseId(useParams().id)
  const query = useProperty(id)
  const name = query.data?.property.name.trim() || LISTING_TEXTS.untitled

  return (
    <>
      <title>{`${query.data ? name : 'Property details'} | ${site.name}`}</title>
      <div className="bg-surface border-line border-b">
        <Breadcrumbs
          className="container-page text-muted py-4"
          items={[
            { label: 'Home', to: '/' },
            { label: 'Property', to: '/property' },
            { label: query.data ? name : 'Details' },
          ]}
        />
      </div>
      <div className="container-page py-8 sm:py-12">
        {query.isPending && id !== undefined ? (
          <DetailSkeleton />
        ) : query.data ? (
          <DetailView view={query.data} name={name} slots={slots} />
        ) : (
          <DetailError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    </>
  )
}

function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = !error || (error instanceof ApiError && error.status === 404)
  if (notFound)
    return (
      <div className="border-line bg-surface rounded-2xl border px-6 py-14 text-center">
        <h1 className="text-2xl">{LISTING_TEXTS.detailNotFound}</h1>
        <ButtonLink to="/property" className="mt-6">
          Browse properties
        </ButtonLink>
      </div>
    )
  return (
    <RetryAlert message={errorMessage(error, LISTING_TEXTS.detailFetchFailed)} onRetry={onRetry} />
  )
}

const LAYOUT = 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]'
/**
 * On desktop the contact box stays in view under the fixed 90 px header (HEADER_HEIGHT_PX)
 * while the specifications scroll; on a screen too short for it, it scrolls inside itself.
 */
const STICKY_CONTACT =
  'lg:sticky lg:top-[calc(90px+1.5rem)] lg:max-h-[calc(100dvh-90px-3rem)] lg:overflow-y-auto lg:overscroll-contain'

function DetailView({
  view,
  name,
  slots,
}: {
  view: PropertyView
  name: string
  slots: DetailSlots
}) {
  const { property, prices } = view
  const badge = purchaseTypeBadge(prices[0]?.purchase_type)
  // Spec 000 section 6: user types other than seeker, owner and admin browse only.
  const auth = useAuth()
  const canUnlock = auth.can('unlock-properties')
  // The owner's id comes only with the contact (pass), as it does for their own listing.
  const mine = property.user_id !== undefined && property.user_id === auth.user?.id
  const unlock = useUnlockFlow(view)
  return (
    <div className={LAYOUT}>
      <div className="min-w-0">
        <PropertyCarousel images={carouselImages(property.image, view.attachments)} name={name} />
        <div className="mt-6 flex flex-wrap items-center gap-2">
          <Badge tone="accent">{badge}</Badge>
          <Badge tone="neutral">{propertyTypeLabel(property.type)}</Badge>
          {property.verified && <VerifiedBadge />}
        </div>
        <h1 className="mt-3 text-3xl break-words sm:text-4xl">{name}</h1>
        {property.address && (
          <p className="text-muted mt-2 flex items-center gap-1.5">
            <MapPinIcon className="text-accent-600 size-4 shrink-0" />
            {placeLine(property.address)}
          </p>
        )}
        {/* Under the place, not in the side column: the contact box there must fit the screen. */}
        {view.insight && <InsightLine insight={view.insight} className="mt-4" />}
        <h2 className="mt-8 text-xl">Description</h2>
        <p className="text-muted mt-2 leading-relaxed break-words whitespace-pre-line">
          {property.description?.trim() || LISTING_TEXTS.noDescription}
        </p>
        <Card className="mt-8 p-5 sm:p-6">
          <h2 className="text-xl">Specifications</h2>
          {property.verified && (
            <p className="mt-2 flex items-start gap-2 text-sm font-medium text-emerald-800">
              <CheckIcon className="mt-0.5 size-4 shrink-0" />
              {SEARCH_TEXTS.verifiedHint}
            </p>
          )}
          <Facts
            className="mt-3 sm:grid-cols-2 sm:gap-x-8"
            rows={[
              ['Type', propertyTypeLabel(property.type)],
              ['Length', formatFeet(property.length)],
              ['Width', formatFeet(property.width)],
              ['Height', formatFeet(property.height)],
              ['Area', formatArea(property.length, property.width)],
              ...WAREHOUSE_SPEC_ROWS.map((key): [string, string] => [
                SPEC_LABEL[key],
                specText(key, property) ?? LISTING_TEXTS.noPrice,
              ]),
            ]}
          />
        </Card>
        <ListingDocuments view={view} className="mt-8" />
      </div>
      <aside className="space-y-6" aria-label="Price and contact">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl">Pricing info</h2>
          {prices.length === 0 ? (
            <p className="text-brand-700 mt-3 text-2xl font-bold">{NA}</p>
          ) : (
            prices.map((price) => (
              <div key={price.id} className="mt-3">
                <p>
                  <span className="text-brand-700 text-3xl font-bold">
                    {formatPrice(price.price)}
                  </span>
                  {recurringSuffix(price) && (
                    <span className="text-muted ml-1">{recurringSuffix(price)}</span>
                  )}
                </p>
                <Facts
                  className="mt-2"
                  rows={[
                    ['Purchase type', purchaseTypeBadge(price.purchase_type)],
                    [
                      'Recurring type',
                      (price.recuring_type && RECURING_TYPE_LABEL[price.recuring_type]) || NA,
                    ],
                    ['Security deposit', formatPrice(price.security_deposit)],
                  ]}
                />
              </div>
            ))
          )}
        </Card>
        <Card className={`p-5 sm:p-6 ${STICKY_CONTACT}`}>
          <h2 className="text-xl">Contact details</h2>
          {slots.ownerScore?.(view)}
          {!view.pass && canUnlock && (
            <p className="text-muted mt-2 text-sm">
              Unlock contact details for{' '}
              <strong className="text-ink">{plural(view.unlock_cost, 'credit')}</strong>
            </p>
          )}
          {(view.pass || canUnlock) && (
            <div className="mt-4">
              <UnlockAction view={view} flow={unlock} />
            </div>
          )}
          <div className="mt-4">
            <ContactDetails view={view} />
          </div>
          {view.pass && canUnlock && !mine && slots.visits?.(view)}
          {slots.report?.(view)}
        </Card>
      </aside>
      {view.pass && canUnlock && !mine && slots.visitList && (
        <div className="min-w-0 empty:hidden lg:col-span-2">{slots.visitList(view)}</div>
      )}
      {unlock.dialogs}
      <ContactBar view={view} name={name} flow={unlock} canUnlock={canUnlock} mine={mine} />
    </div>
  )
}

function Facts({ rows, className }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid text-sm ${className ?? ''}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="border-line flex justify-between gap-4 border-b py-2.5">
          <dt className="text-muted">{label}</dt>
          <dd className="text-ink font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Same boxes as the loaded page, so nothing moves when the data arrives. */
function DetailSkeleton() {
  return (
    <div role="status" className={LAYOUT}>
      <span className="sr-only">{LISTING_TEXTS.detailLoading}</span>
      <div aria-hidden="true">
        <Skeleton className="h-60 rounded-2xl sm:h-[300px]" />
        <p className="text-muted mt-6 text-sm font-medium">{LISTING_TEXTS.detailLoading}</p>
        <Skeleton className="mt-3 h-10 w-2/3" />
        <Skeleton className="mt-3 h-5 w-1/2" />
        <Skeleton className="mt-8 h-24 w-full" />
        <Skeleton className="mt-8 h-56 w-full rounded-2xl" />
      </div>
      <div aria-hidden="true" className="space-y-6">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  )
}
