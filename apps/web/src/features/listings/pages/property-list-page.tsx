import { MapIcon } from 'lucide-react'
import { formatCount, plural } from '@app/contract/numbers'
import { PAGE_SIZE } from '@app/contract/constants'
import type { ListingCard as Listing } from '@app/contract/listing'
import {
  hasKeyword,
  LISTING_SORT_LABEL,
  LISTING_SORTS,
  searchedForLabel,
  LISTING_TEXTS,
  type ListingSort,
} from '@app/contract/listing-texts'
import type { SavedFilters } from '@app/contract/search'
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Alert, RetryAlert } from '../../../components/ui/alert'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Select } from '../../../components/ui/field'
import { PageBanner } from '../../../components/ui/page-banner'
import { cardLoad } from '../../../components/ui/property-image'
import { RequireLogin } from '../../../components/login-required/require-login'
import { ApiError } from '../../../lib/api-client'
import { authStore } from '../../../lib/auth-storage'
import { cn } from '../../../lib/cn'
import { errorMessage } from '../../../lib/form-errors'
import { serverPageState } from '../../../lib/page-state'
import { site } from '../../../lib/site'
import { useListings } from '../api/get-listings'
import { ActiveFilters } from '../components/active-filters'
import { ListingCard, ListingCardSkeleton } from '../components/listing-card'
import { ListingFilters } from '../components/listing-filters'
import {
  defaultSortOf,
  hasNear,
  searchFromParams,
  searchToParams,
  type ListingSearch,
  type SearchValues,
} from '../filter-query'
import type * as Validation from '../search-validation'

/** What other features add to the list, handed in by the app's route (features do not meet). */
export interface ListSlots {
  /** On each card's photo (the shortlist's heart). */
  cardAction?: (card: Listing) => ReactNode
  /** Beside the result count, given the search as a saved search keeps it. */
  searchActions?: (filters: SavedFilters) => ReactNode
  /** Under the list (the compare bar). */
  footer?: ReactNode
}

/** `top`: the filters over the list (/property); `sidebar`: beside it. Below 1024 px both open them in a sheet. */
export type ListLayout = 'top' | 'sidebar'

const GRID: Record<ListLayout, string> = {
  top: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
  sidebar: 'grid grid-cols-1 gap-6 sm:grid-cols-2',
}
/** Cards in the first row on wide screens load first (they are above the fold). */
const FIRST_ROW: Record<ListLayout, number> = { top: 3, sidebar: 2 }
const SORT_OPTIONS = LISTING_SORTS.map((value) => ({ value, label: LISTING_SORT_LABEL[value] }))

/**
 * The contract's checks come with Zod, which visitors (asked to log in here) need not download:
 * the page loads them once someone logged in opens it.
 */
let loaded: typeof Validation | undefined
let loading: Promise<typeof Validation> | undefined
const loadValidation = () =>
  (loading ??= import('../search-validation').then((module) => (loaded = module)))

/**
 * The route's loader: someone logged in gets the checks before the page first renders, so a
 * page the server drew with the list (decision 059) is hydrated with the list, not a skeleton.
 * Visitors, asked to log in, skip them.
 */
export async function loader() {
  if (authStore.get().token !== null || serverPageState()?.user) await loadValidation()
  return null
}

/** The checks, once loaded (at once on a second visit); undefined while they load. */
function useValidation() {
  const [module, setModule] = useState(loaded)
  useEffect(() => {
    if (!module) void loadValidation().then(setModule)
  }, [module])
  return module
}

/**
 * /property and /property-sidebar (need login): the spec's filters and issue 15's search, with
 * the whole search in the URL (shared links and reloads show the same list).
 */
export function Component({
  layout = 'top',
  slots = {},
}: {
  layout?: ListLayout
  slots?: ListSlots
}) {
  return (
    <>
      <title>{`Listed Properties | ${site.name}`}</title>
      <PageBanner
        title="Listed Properties"
        lead="Godowns and warehouses for sale, rent and lease, listed by their owners."
        crumbs={[{ label: 'Property' }]}
      />
      <RequireLogin>
        <PropertyList layout={layout} slots={slots} />
        {slots.footer}
      </RequireLogin>
    </>
  )
}

function PropertyList({ layout, slots }: { layout: ListLayout; slots: ListSlots }) {
  const validation = useValidation()
  if (!validation)
    return (
      <div className="container-page py-10 sm:py-14">
        <ListSkeleton layout={layout} />
      </div>
    )
  return <SearchableList layout={layout} slots={slots} validation={validation} />
}

function SearchableList({
  layout,
  slots,
  validation: { cleanSearch, toSavedFilters, validateSearch },
}: {
  layout: ListLayout
  slots: ListSlots
  validation: typeof Validation
}) {
  const [params, setParams] = useSearchParams()
  // A hand-edited or old link may carry values the API refuses: those are left out.
  const search = useMemo(() => cleanSearch(searchFromParams(params)), [cleanSearch, params])
  const go = (next: ListingSearch) => setParams(searchToParams(next), { preventScrollReset: true })
  const reset = () => setParams({}, { preventScrollReset: true })
  // A sort left at its default follows the filters' default (a keyword brings the best match).
  const applyFilter = (filter: SearchValues) =>
    go({
      filter,
      sort: search.sort === defaultSortOf(search.filter) ? defaultSortOf(filter) : search.sort,
    })
  // Remount the forms when the URL changes under them (Reset, a chip, back/forward).
  const formKey = searchToParams({ ...search, sort: defaultSortOf(search.filter) }).toString()

  return (
    <ListingFilters
      placement={layout === 'sidebar' ? 'sidebar' : 'top'}
      values={search.filter}
      formKey={formKey}
      onApply={applyFilter}
      onReset={reset}
      validate={validateSearch}
    >
      <Results
        search={search}
        saved={toSavedFilters(search)}
        layout={layout}
        slots={slots}
        onSort={(sort) => go({ ...search, sort })}
        onFilter={applyFilter}
      />
    </ListingFilters>
  )
}

/**
 * Each listing once: a listing published while someone pages through newest-first shifts the
 * later pages by one, so View More can bring a card again.
 */
function uniqueById(cards: Listing[]) {
  const seen = new Set<number>()
  return cards.filter((card) => !seen.has(card.id) && seen.add(card.id))
}

/** Spec 001 section 8: a refusal that names user_type gives an empty list, without an error. */
const isUserTypeRefusal = (error: unknown) =>
  error instanceof ApiError && error.message.includes('user_type')

function Results({
  search,
  saved,
  layout,
  slots,
  onSort,
  onFilter,
}: {
  search: ListingSearch
  saved: SavedFilters
  layout: ListLayout
  slots: ListSlots
  onSort: (sort: ListingSort) => void
  onFilter: (filter: SearchValues) => void
}) {
  const listings = useListings(search)
  const silent = isUserTypeRefusal(listings.error)
  const sortId = useId()
  const query = searchToParams(search).toString()

  const cards = uniqueById(listings.data?.pages.flatMap((page) => page.data) ?? [])
  const total = listings.data?.pages.at(-1)?.pagination.total ?? cards.length
  // The keyword found nothing as typed; the API searched its words corrected (decision 056).
  const searchedFor = listings.data?.pages[0]?.searched_for
  // The best match only with a keyword to match.
  // Best match only with a keyword, nearest first only near a place (the API refuses it otherwise).
  const sortOptions = SORT_OPTIONS.filter(
    (o) =>
      (o.value !== 'relevance' || hasKeyword(search.filter.q)) &&
      (o.value !== 'distance' || hasNear(search.filter)),
  )

  const toolbar = (
    <div className="flex flex-wrap items-center gap-3">
      {/* The cards' h3s sit under this heading wherever the filters are (a sheet on phones). */}
      <h2 className="sr-only">{LISTING_TEXTS.resultsHeading}</h2>
      <p
        aria-live="polite"
        className="text-muted basis-full text-sm font-medium sm:mr-auto sm:basis-auto"
      >
        {cards.length > 0 &&
          `Showing ${formatCount(cards.length)} of ${plural(total, 'property', 'properties')}`}
      </p>
      {slots.searchActions?.(saved)}
      <ButtonLink
        to={query ? `/map-location?${query}` : '/map-location'}
        variant="outline"
        size="sm"
        className="h-11"
      >
        <MapIcon className="size-4" />
        Map view
      </ButtonLink>
      <div className="flex w-full items-center gap-2 sm:w-auto">
        <label htmlFor={sortId} className="text-ink text-sm font-semibold whitespace-nowrap">
          Sort by
        </label>
        <Select
          id={sortId}
          value={search.sort}
          options={sortOptions}
          className="h-11 min-w-0 flex-1 text-sm sm:w-auto sm:flex-none"
          onChange={(e) => onSort(e.target.value as ListingSort)}
        />
      </div>
    </div>
  )

  let body: ReactNode
  if (listings.isPending) body = <ListSkeleton layout={layout} className="mt-6" />
  else if (!listings.data && !silent)
    body = (
      <RetryAlert
        className="mt-6"
        message={errorMessage(listings.error, LISTING_TEXTS.fetchFailed)}
        onRetry={() => void listings.refetch()}
      />
    )
  else if (cards.length === 0)
    body = (
      <div className="border-line bg-surface mt-6 rounded-2xl border px-6 py-14 text-center">
        <h2 className="text-2xl">{LISTING_TEXTS.noneTitle}</h2>
        <p className="text-muted mt-2">{LISTING_TEXTS.noneBody}</p>
      </div>
    )
  else
    body = (
      <>
        <ul aria-label="Properties" className={cn(GRID[layout], 'mt-6')}>
          {cards.map((listing, i) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                variant="list"
                load={cardLoad(i, FIRST_ROW[layout])}
                action={slots.cardAction?.(listing)}
              />
            </li>
          ))}
        </ul>
        {listings.isFetchNextPageError && !silent && (
          <Alert className="mt-6">{errorMessage(listings.error, LISTING_TEXTS.fetchFailed)}</Alert>
        )}
        {listings.hasNextPage && (
          <div className="mt-10 flex justify-center">
            <Button
              size="lg"
              disabled={listings.isFetchingNextPage}
              onClick={() => void listings.fetchNextPage()}
            >
              {listings.isFetchingNextPage ? 'Loading…' : 'View More'}
            </Button>
          </div>
        )}
      </>
    )

  return (
    <>
      {toolbar}
      {searchedFor && cards.length > 0 && (
        <p role="status" className="text-ink mt-3 text-sm">
          Showing results for <strong>{searchedForLabel(searchedFor)}</strong>
          <span className="text-muted"> · No listing matches “{search.filter.q}”</span>
        </p>
      )}
      <ActiveFilters values={search.filter} onChange={onFilter} />
      {body}
    </>
  )
}

/** Card-shaped placeholders while the page (or its first cards) load. */
function ListSkeleton({ layout, className }: { layout: ListLayout; className?: string }) {
  return (
    <ul className={cn(GRID[layout], className)} aria-busy="true" aria-label="Loading properties">
      {Array.from({ length: PAGE_SIZE }, (_, i) => (
        <li key={i}>
          <ListingCardSkeleton variant="list" />
        </li>
      ))}
    </ul>
  )
}
