import { formatCount, formatRupees, formatRupeesExact } from '@app/contract/numbers'
import type { CompareItem, CompareRow } from '@app/contract/search'
import { PURCHASE_TYPE } from '@app/contract/listing-texts'
import { SPEC_LABEL, type SpecKey } from '@app/contract/search-texts'
import { specText } from '../../lib/specs'
import { recurringSuffix } from '../../lib/listing-format'

/** One row of the comparison: its label, each listing's text (null: not given), and its best key. */
export interface CompareRowDef {
  key: string
  label: string
  /** A few words under the label, such as what a total adds up. */
  hint?: string
  /** The row's key in the answer's `best`, when the row has a best value. */
  best?: CompareRow
  text: (item: CompareItem) => string | null
}

const isSale = (item: CompareItem) => item.price?.purchase_type === PURCHASE_TYPE.sale

const spec = (key: SpecKey, best?: CompareRow): CompareRowDef => ({
  key,
  label: SPEC_LABEL[key],
  ...(best && { best }),
  text: (item) => specText(key, item),
})

/** Where the specifications begin (a gap sets them apart from the money). */
export const FIRST_SPEC_ROW = 'height'

/**
 * The comparison's rows (issue 15): the price as listed, the money figures the server worked out
 * (decision 029), then the warehouse specifications.
 */
export const COMPARE_TABLE_ROWS: readonly CompareRowDef[] = [
  {
    key: 'price',
    label: 'Price',
    text: (item) =>
      item.price ? `${formatRupees(item.price.price)} ${recurringSuffix(item.price)}`.trim() : null,
  },
  {
    key: 'monthly_rent',
    label: 'Monthly rent',
    best: 'monthly_rent',
    text: (item) => (item.monthly_rent === null ? null : formatRupees(item.monthly_rent)),
  },
  {
    key: 'deposit',
    label: 'Deposit',
    best: 'deposit',
    text: (item) => (item.deposit === null ? null : formatRupees(item.deposit)),
  },
  {
    key: 'area',
    label: 'Area (sq.ft)',
    best: 'area',
    text: (item) => (item.area === null ? null : formatCount(item.area)),
  },
  {
    key: 'rate_month',
    label: '₹ per sq.ft per month',
    best: 'rate_month',
    text: (item) =>
      item.rate_month === null
        ? null
        : `${formatRupeesExact(item.rate_month)}${isSale(item) ? ' per sq.ft (sale)' : ''}`,
  },
  {
    key: 'first_year_cost',
    label: 'First-year cost',
    hint: 'rent + deposit + unlock',
    best: 'first_year_cost',
    text: (item) => (item.first_year_cost === null ? null : formatRupees(item.first_year_cost)),
  },
  spec('height', 'height'),
  spec('docks', 'docks'),
  spec('floor_load', 'floor_load'),
  spec('power_kva', 'power_kva'),
  spec('flooring'),
  spec('fire_noc'),
  spec('security_24x7'),
  spec('highway_km', 'highway_km'),
]

/** The ids in `raw` (`1,2,3`), whole and positive, once each, in their order. */
export function parseIds(raw: string | null): number[] {
  if (!raw) return []
  const ids = raw
    .split(',')
    .map((s) => (/^\d{1,10}$/.test(s.trim()) ? Number(s.trim()) : NaN))
    .filter((n) => Number.isSafeInteger(n) && n > 0)
  return [...new Set(ids)]
}
