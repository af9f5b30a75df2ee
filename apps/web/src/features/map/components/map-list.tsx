import { PURCHASE_TYPE_LABEL } from '@app/contract/listing-texts'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { formatPrice } from '../../../lib/listing-format'
import { LIST_PAGE_ROWS, type ListInView } from '../list-in-view'
import { markerLabel } from '../map-query'
import { MAP_UI } from '../map-texts'

/**
 * The listings in the map's view, beside it on wide screens: price, purchase type and town, each
 * a link to the listing, nearest the middle of the map first. `key` it by the view so that a
 * move starts again at the first rows.
 */
export function MapList({
  list,
  loading,
  failed,
  onRetry,
}: {
  list: ListInView
  loading: boolean
  failed: boolean
  onRetry: () => void
}) {
  const [shown, setShown] = useState(LIST_PAGE_ROWS)
  const rows = list.rows.slice(0, shown)
  return (
    <section aria-labelledby="map-list-heading" className="flex h-full flex-col">
      <div className="border-line border-b px-4 py-3">
        <h2 id="map-list-heading" className="text-ink text-base font-semibold">
          {MAP_UI.listHeading}
        </h2>
        <p aria-live="polite" className="text-muted mt-0.5 text-sm">
          {failed
            ? MAP_UI.fetchFailed
            : loading && list.total === 0
              ? MAP_UI.loading
              : list.complete
                ? MAP_UI.inView(list.total)
                : MAP_UI.inViewPartly(list.rows.length, list.total)}
        </p>
        {failed && (
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            {MAP_UI.retry}
          </Button>
        )}
      </div>
      <ul
        aria-label={MAP_UI.listHeading}
        className="divide-line min-h-0 flex-1 divide-y overflow-y-auto"
      >
        {rows.map((row) => {
          const kind = row.purchase_type ? PURCHASE_TYPE_LABEL[row.purchase_type] : undefined
          return (
            <li key={row.id}>
              <Link
                to={`/property/${row.id}`}
                aria-label={markerLabel(row)}
                className="hover:bg-surface focus-visible:bg-surface flex min-h-14 items-center justify-between gap-3 px-4 py-2.5 outline-none"
              >
                <span className="min-w-0">
                  <span className="text-ink block font-semibold">
                    {formatPrice(row.price)}
                    {kind && <span className="text-muted font-normal"> · {kind}</span>}
                  </span>
                  <span className="text-muted block truncate text-sm">
                    {row.city_name ?? MAP_UI.noTown}
                  </span>
                </span>
                <span aria-hidden="true" className="text-brand-700 text-sm font-semibold">
                  {MAP_UI.viewListing} →
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
      {list.rows.length > shown && (
        <div className="border-line border-t p-3">
          <Button
            variant="outline"
            className="w-full"
            onClick={() => setShown((n) => n + LIST_PAGE_ROWS)}
          >
            {MAP_UI.showMore}
          </Button>
        </div>
      )}
    </section>
  )
}
