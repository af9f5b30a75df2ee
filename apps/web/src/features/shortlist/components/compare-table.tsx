import { CheckIcon } from 'lucide-react'
import { plural } from '@app/contract/numbers'
import type { CompareItem } from '@app/contract/search'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { PropertyImage } from '../../../components/ui/property-image'
import { cn } from '../../../lib/cn'
import { placeLine, purchaseTypeBadge } from '../../../lib/listing-format'
import { propertyPath } from '../../../lib/paths'
import type { Comparison } from '../api/get-compare'
import { COMPARE_TABLE_ROWS, FIRST_SPEC_ROW } from '../compare-rows'
import { ShortlistHeart } from './shortlist-heart'

/** The row labels' column: sticky while the listings scroll sideways on a phone. */
const LABEL_CELL =
  'border-line sticky left-0 z-10 w-32 min-w-32 border-r border-b bg-white px-3 py-3 text-left text-sm font-semibold text-ink sm:w-52 sm:min-w-52 sm:px-4'
const CELL = 'border-line min-w-44 border-b px-3 py-3 text-sm sm:px-4'

function BestMark() {
  return (
    <span className="ml-2 inline-flex items-center gap-0.5 rounded-full bg-emerald-700 px-2 py-0.5 align-middle text-[0.7rem] font-bold tracking-wide text-white uppercase">
      <CheckIcon className="size-3" />
      Best
    </span>
  )
}

function ListingHead({ item }: { item: CompareItem }) {
  const name = item.name.trim() || LISTING_TEXTS.untitled
  return (
    <th scope="col" className={cn(CELL, 'align-top font-normal')}>
      <div className="relative overflow-hidden rounded-xl">
        <PropertyImage
          path={item.image}
          alt=""
          sizes="(min-width: 1024px) 240px, 176px"
          width={400}
          height={300}
          className="h-24 w-full sm:h-32"
        />
        <Badge tone="accent" className="absolute top-2 left-2 shadow-sm">
          {purchaseTypeBadge(item.price?.purchase_type ?? item.purchase_type)}
        </Badge>
        {/* A shared comparison's listings can be kept from here. */}
        <ShortlistHeart propertyId={item.id} className="absolute top-1 right-1" />
      </div>
      <Link
        to={propertyPath(item.id)}
        className="text-ink hover:text-brand-600 mt-2 line-clamp-2 block text-left text-base leading-snug font-semibold"
      >
        {name}
      </Link>
      <p className="text-muted mt-0.5 line-clamp-1 text-left text-xs">{placeLine(item.address)}</p>
    </th>
  )
}

/**
 * The listings side by side, one column each, one row per figure; the best value of each row
 * (the answer's `best`) tinted and marked "Best". The labels stay put while a phone scrolls the
 * listings sideways.
 */
export function CompareTable({ comparison }: { comparison: Comparison }) {
  const { items, best } = comparison
  return (
    <div
      role="region"
      aria-label="Comparison table"
      tabIndex={0}
      className="border-line overflow-x-auto rounded-2xl border bg-white shadow-[0_1px_3px_rgb(15_43_70/0.06)] focus-visible:outline-2"
    >
      <table className="w-full border-separate border-spacing-0">
        <caption className="sr-only">
          The listings compared: the best value in each row is marked best
        </caption>
        <thead>
          <tr>
            <td className={cn(LABEL_CELL, 'text-muted align-bottom text-xs font-medium')}>
              {plural(items.length, 'listing')}
            </td>
            {items.map((item) => (
              <ListingHead key={item.id} item={item} />
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_TABLE_ROWS.map((row) => (
            <tr
              key={row.key}
              className={cn(
                row.key === FIRST_SPEC_ROW && '[&>*]:border-t-surface [&>*]:border-t-8',
              )}
            >
              <th scope="row" className={LABEL_CELL}>
                {row.label}
                {row.hint && (
                  <span className="text-muted block text-xs font-normal"> ({row.hint})</span>
                )}
              </th>
              {items.map((item) => {
                const text = row.text(item)
                const isBest = row.best !== undefined && best[row.best]?.includes(item.id)
                return (
                  <td
                    key={item.id}
                    className={cn(
                      CELL,
                      'tabular-nums',
                      isBest ? 'bg-emerald-50 font-semibold text-emerald-900' : 'text-ink',
                    )}
                  >
                    {text === null ? (
                      <>
                        <span aria-hidden="true" className="text-muted">
                          —
                        </span>
                        <span className="sr-only">Not given</span>
                      </>
                    ) : (
                      text
                    )}
                    {isBest && <BestMark />}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
