import { PAGE_SIZE } from '@app/contract/constants'
import { SEARCH_MAX_LENGTH } from '@app/contract/limits'
import {
  LISTING_SORT_LABEL,
  LISTING_SORTS,
  LISTING_TEXTS,
  type ListingSort,
} from '@app/contract/listing-texts'
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { Alert, RetryAlert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Field, Input, Select } from '../../../components/ui/field'
import { PageBanner } from '../../../components/ui/page-banner'
import { RequireLogin } from '../../../components/login-required/require-login'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/form-errors'
import { site } from '../../../lib/site'
import { useListings } from '../api/get-listings'
import { ListingCard, ListingCardSkeleton } from '../components/listing-card'
import { PropertyFilter } from '../components/property-filter'
import {
  filterToParams,
  searchFromParams,
  searchToParams,
  type ListingSearch,
} from '../filter-query'

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'
/** Cards in the first row on wide screens load first (they are above the fold). */
const FIRST_ROW = 3
const SORT_OPTIONS = LISTING_SORTS.map((value) => ({ value, label: LISTING_SORT_LABEL[value] }))

/** /property (needs login): the filter, search and sort live in the URL. */
export function Component() {
  return (
    <>
      <title>{`Listed Properties | ${site.name}`}</title>
      <PageBanner
        title="Listed Properties"
        lead="Godowns and warehouses for sale, rent and lease, listed by their owners."
        crumbs={[{ label: 'Property' }]}
      />
      <RequireLogin>
        <PropertyList />
      </RequireLogin>
    </>
  )
}

function PropertyList() {
  const [params, setParams] = useSearchParams()
  const search = searchFromParams(params)
  const go = (next: ListingSearch) => setParams(searchToParams(next))
  // Remount the forms when the URL changes under them (Reset, back/forward).
  const filterKey = filterToParams(search.filter).toString()

  return (
    <div className="container-page py-10 sm:py-14">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg">Filter properties</h2>
        <PropertyFilter
          key={filterKey}
          className="mt-4"
          initial={search.filter}
          onSubmit={(filter) => go({ ...search, filter })}
          onReset={() => setParams({})}
        />
      </Card>
      <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-end">
        <SearchBox key={search.q} q={search.q} onSearch={(q) => go({ ...search, q })} />
        <Field label="Sort by" className="md:w-60">
          <Select
            value={search.sort}
            options={SORT_OPTIONS}
            onChange={(e) => go({ ...search, sort: e.target.value as ListingSort })}
          />
        </Field>
      </div>
      <Results search={search} />
    </div>
  )
}

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(q)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(value.trim())
  }
  return (
    <form
      role="search"
      aria-label="Search properties"
      onSubmit={submit}
      className="flex flex-1 items-end gap-3"
    >
      <Field label="Search" className="flex-1">
        <Input
          type="search"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Name, description or place"
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  )
}

/** Spec 001 section 8: a refusal that names user_type gives an empty list, without an error. */
const isUserTypeRefusal = (error: unknown) =>
  error instanceof ApiError && error.message.includes('user_type')

function Results({ search }: { search: ListingSearch }) {
  const listings = useListings(search)
  const silent = isUserTypeRefusal(listings.error)

  if (listings.isPending)
    return (
      <ul className={`${GRID} mt-8`} aria-busy="true" aria-label="Loading properties">
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          <li key={i}>
            <ListingCardSkeleton variant="list" />
          </li>
        ))}
      </ul>
    )

  if (!listings.data && !silent)
    return (
      <RetryAlert
        className="mt-8"
        message={errorMessage(listings.error, LISTING_TEXTS.fetchFailed)}
        onRetry={() => void listings.refetch()}
      />
    )

  const cards = listings.data?.pages.flatMap((page) => page.data) ?? []
  const total = listings.data?.pages.at(-1)?.pagination.total ?? cards.length

  if (cards.length === 0)
    return (
      <div className="border-line bg-surface mt-8 rounded-2xl border px-6 py-14 text-center">
        <h2 className="text-2xl">{LISTING_TEXTS.noneTitle}</h2>
        <p className="text-muted mt-2">{LISTING_TEXTS.noneBody}</p>
      </div>
    )

  return (
    <>
      <p aria-live="polite" className="text-muted mt-8 text-sm font-medium">
        Showing {cards.length} of {total} {total === 1 ? 'property' : 'properties'}
      </p>
      <ul aria-label="Properties" className={`${GRID} mt-4`}>
        {cards.map((listing, i) => (
          <li key={listing.id}>
            <ListingCard listing={listing} variant="list" priority={i < FIRST_ROW} />
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
}
