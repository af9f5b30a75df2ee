import { COMPARE_MAX } from '@app/contract/limits'
import type { ListingCard } from '@app/contract/listing'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { RequireLogin } from '../../../components/login-required/require-login'
import { Alert, RetryAlert } from '../../../components/ui/alert'
import { ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { PageBanner } from '../../../components/ui/page-banner'
import { PropertyImage } from '../../../components/ui/property-image'
import { Skeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/cn'
import { errorMessage } from '../../../lib/form-errors'
import { formatPrice, placeLine, recurringSuffix } from '../../../lib/listing-format'
import { PROPERTY_LIST_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useCompare } from '../api/get-compare'
import { CompareTable } from '../components/compare-table'
import { ShortlistHeart } from '../components/shortlist-heart'
import { parseIds } from '../compare-rows'
import { comparePath } from '../shortlist-paths'
import { SHORTLIST_UI } from '../shortlist-texts'
import { useShortlistCards } from '../use-shortlist'

const IDS_PARAM = 'ids'

/**
 * /compare (issue 15): the shortlist, up to COMPARE_MAX of it picked, and those listings side by
 * side. The picked ids live in the address (`/compare?ids=1,2,3`), so a comparison can be shared;
 * it shows listings' details, so it needs a login like the list and the detail (decision 032),
 * and login brings a visitor back to the same address. The server renders the visitor's view
 * (the login request), so the comparison, which reads the address, mounts only in the browser.
 */
export function Component() {
  return (
    <>
      <title>{`Compare listings | ${site.name}`}</title>
      <PageBanner
        title="Compare listings"
        lead={`Put up to ${COMPARE_MAX} shortlisted spaces side by side: monthly rent, deposit, rate per sq.ft and the first year's cost, with the best of each row marked.`}
      />
      <RequireLogin message={SHORTLIST_UI.loginToCompare}>
        <div className="container-page space-y-12 py-10 sm:py-14">
          <Comparison />
        </div>
      </RequireLogin>
    </>
  )
}

function Comparison() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const asked = params.has(IDS_PARAM)
  const raw = params.get(IDS_PARAM)
  const picked = parseIds(raw)
  // A tick shows at once; the address follows a moment later (navigation is a transition), and
  // from then on it is the choice again.
  const [ticked, setTicked] = useState<{ ids: number[]; before: string | null } | null>(null)
  const selected = ticked && ticked.before === raw ? ticked.ids : picked.slice(0, COMPARE_MAX)
  const [tooMany, setTooMany] = useState(picked.length > COMPARE_MAX)
  const shortlist = useShortlistCards()
  const cards = shortlist.cards

  // `comparePath` writes the commas as they are (`?ids=1,2,3`), readable when shared.
  const pick = useCallback(
    (ids: readonly number[]) => void navigate(comparePath(ids, true), { replace: true }),
    [navigate],
  )

  // No choice in the address yet: the newest shortlisted, as many as fit.
  useEffect(() => {
    if (!asked && cards && cards.length >= 2) {
      pick(cards.slice(0, COMPARE_MAX).map((c) => c.id))
    }
  }, [asked, cards, pick])

  const choose = (ids: number[]) => {
    setTicked({ ids, before: raw })
    pick(ids)
  }
  const onToggle = (id: number, checked: boolean) => {
    if (!checked) {
      setTooMany(false)
      return choose(selected.filter((x) => x !== id))
    }
    if (selected.length >= COMPARE_MAX) return setTooMany(true)
    choose([...selected, id])
  }

  return (
    <>
      <section aria-labelledby="shortlist-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="shortlist-heading" className="text-2xl sm:text-3xl">
              Your shortlist
            </h2>
            <p className="text-muted mt-1">
              Tick up to {COMPARE_MAX} listings to compare. Save more with the heart on any listing.
            </p>
          </div>
          <ButtonLink to={PROPERTY_LIST_PATH} variant="outline" size="sm">
            Browse properties
          </ButtonLink>
        </div>
        {tooMany && <Alert className="mt-4">{SEARCH_TEXTS.compareTooMany}</Alert>}
        <div className="mt-6">
          {shortlist.isPending || !cards ? (
            shortlist.error ? (
              <RetryAlert
                message={errorMessage(shortlist.error, 'Could not load your shortlist.')}
                onRetry={shortlist.retry}
              />
            ) : (
              <ShortlistSkeleton />
            )
          ) : cards.length === 0 ? (
            <div className="border-line bg-surface rounded-2xl border px-6 py-10 text-center">
              <p className="text-muted">
                Your shortlist is empty. Tap the heart on a listing to save it here.
              </p>
            </div>
          ) : (
            <ul aria-label="Shortlisted listings" className={GRID}>
              {cards.map((card) => (
                <li key={card.id}>
                  <ShortlistCard
                    card={card}
                    checked={selected.includes(card.id)}
                    onToggle={(checked) => onToggle(card.id, checked)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="comparison-heading">
        <h2 id="comparison-heading" className="text-2xl sm:text-3xl">
          Side by side
        </h2>
        <div className="mt-6">
          <ComparisonResult ids={selected} />
        </div>
      </section>
    </>
  )
}

function ComparisonResult({ ids }: { ids: readonly number[] }) {
  const comparison = useCompare(ids)
  if (ids.length < 2) {
    return (
      <p className="border-line bg-surface text-muted rounded-2xl border px-6 py-8 text-center">
        {SEARCH_TEXTS.compareTooFew}
      </p>
    )
  }
  if (comparison.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />
  if (!comparison.data) {
    return (
      <RetryAlert
        message={errorMessage(comparison.error, 'Could not compare these listings.')}
        onRetry={() => void comparison.refetch()}
      />
    )
  }
  if (comparison.data.items.length < 2) {
    return (
      <p className="border-line bg-surface text-muted rounded-2xl border px-6 py-8 text-center">
        {SEARCH_TEXTS.compareTooFew} (listings no longer on the market are left out).
      </p>
    )
  }
  return (
    <>
      <CompareTable comparison={comparison.data} />
      <p className="text-muted mt-3 text-xs leading-5">
        Monthly rent is the listed rent or lease in months (a yearly ₹6,00,000 is ₹50,000 a month).
        The first-year cost adds twelve months' rent, the deposit and the{' '}
        {comparison.data.items[0]!.unlock_cost}-credit unlock (a credit is ₹1); for a sale it is the
        price and the unlock.
      </p>
    </>
  )
}

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'

/** A small card of the shortlist with its "Compare" tick box and its heart (to remove it). */
function ShortlistCard({
  card,
  checked,
  onToggle,
}: {
  card: ListingCard
  checked: boolean
  onToggle: (checked: boolean) => void
}) {
  const name = card.name.trim() || LISTING_TEXTS.untitled
  return (
    <Card
      className={cn(
        'flex h-full gap-3 p-3 transition-shadow',
        checked && 'border-brand-500 ring-brand-500 ring-1',
      )}
    >
      <div className="relative h-24 w-28 shrink-0">
        <PropertyImage
          path={card.image}
          alt=""
          sizes="112px"
          width={400}
          height={300}
          className="size-full rounded-lg"
        />
        <ShortlistHeart propertyId={card.id} className="absolute top-1 right-1" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-ink line-clamp-2 text-sm leading-snug font-semibold" title={name}>
          {name}
        </p>
        <p className="text-muted truncate text-xs">{placeLine(card.address)}</p>
        <p className="text-ink mt-1 text-sm font-semibold whitespace-nowrap">
          {formatPrice(card.price?.price)}{' '}
          <span className="text-muted text-xs font-normal">{recurringSuffix(card.price)}</span>
        </p>
        <Checkbox
          className="mt-auto pt-1.5"
          checked={checked}
          onChange={(e) => onToggle(e.target.checked)}
          label="Compare"
          aria-label={`Compare ${name}`}
        />
      </div>
    </Card>
  )
}

function ShortlistSkeleton() {
  return (
    <ul aria-hidden="true" className={GRID}>
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i}>
          <Card className="flex gap-3 p-3">
            <Skeleton className="h-24 w-28 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
