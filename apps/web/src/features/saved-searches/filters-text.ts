import { formatCount, formatRupees } from '@app/contract/numbers'
import { PROPERTY_TYPE_LABEL, PURCHASE_TYPE_LABEL } from '@app/contract/listing-texts'
import {
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SEARCH_TEXTS,
  SPEC_LABEL,
  SPEC_UNIT,
} from '@app/contract/search-texts'
import type { SavedFilters } from '@app/contract/search'

/** A saved search's filters as stored (GET saved-searches) or as the listing page holds them. */
export type FiltersLike = SavedFilters | Readonly<Record<string, string | number | boolean>>

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN)
const has = (v: unknown) => v !== undefined && v !== null && v !== '' && !Number.isNaN(num(v))

/** '₹10,000–₹50,000', 'from ₹10,000', 'up to ₹50,000'; undefined when neither is set. */
function range(min: unknown, max: unknown, show: (n: number) => string) {
  if (has(min) && has(max)) return `${show(num(min))}–${show(num(max))}`
  if (has(min)) return `from ${show(num(min))}`
  if (has(max)) return `up to ${show(num(max))}`
  return undefined
}

const atLeast = (key: 'height' | 'docks' | 'floor_load' | 'power_kva', v: unknown) => {
  const unit = SPEC_UNIT[key]
  return `${SPEC_LABEL[key]} ≥ ${formatCount(num(v))}${unit ? ` ${unit}` : ''}`
}

/**
 * The filters as short readable parts, in the listing page's order: 'Rent', 'Warehouse',
 * 'Bhiwandi', '₹10,000–₹50,000', 'from 5,000 sq.ft', 'Clear height ≥ 30 ft', 'Fire NOC',
 * 'Verified specs', '“cold storage”'. `place` is the narrowest place's name, when known.
 */
export function describeFilters(filters: FiltersLike, place?: string): string[] {
  const f = filters as Record<string, unknown>
  const parts: (string | undefined)[] = [
    has(f.purchase_type) ? PURCHASE_TYPE_LABEL[num(f.purchase_type)] : undefined,
    has(f.type) ? PROPERTY_TYPE_LABEL[num(f.type)] : undefined,
    place,
    range(f.min_price, f.max_price, formatRupees),
    range(f.min_area, f.max_area, (n) => `${formatCount(n)} sq.ft`),
    has(f.min_height) ? atLeast('height', f.min_height) : undefined,
    has(f.min_docks) ? atLeast('docks', f.min_docks) : undefined,
    has(f.min_floor_load) ? atLeast('floor_load', f.min_floor_load) : undefined,
    has(f.min_power_kva) ? atLeast('power_kva', f.min_power_kva) : undefined,
    f.fire_noc === true || f.fire_noc === 'true' ? SPEC_LABEL.fire_noc : undefined,
    f.verified === true || f.verified === 'true' ? SEARCH_TEXTS.verified : undefined,
    typeof f.q === 'string' && f.q.trim() ? `“${f.q.trim()}”` : undefined,
  ]
  return parts.filter((p): p is string => Boolean(p))
}

/**
 * The name a new saved search starts with: 'Warehouse for Rent in Bhiwandi', 'Property for
 * Sale', 'Godown “cold storage”', at most SAVED_SEARCH_NAME_MAX_LENGTH characters.
 */
export function defaultSearchName(filters: FiltersLike, place?: string): string {
  const f = filters as Record<string, unknown>
  const kind = (has(f.type) && PROPERTY_TYPE_LABEL[num(f.type)]) || 'Property'
  const deal = has(f.purchase_type) ? PURCHASE_TYPE_LABEL[num(f.purchase_type)] : undefined
  const words = typeof f.q === 'string' && f.q.trim() ? ` “${f.q.trim()}”` : ''
  const name = `${kind}${deal ? ` for ${deal}` : ''}${place ? ` in ${place}` : ''}${words}`
  return name.length > SAVED_SEARCH_NAME_MAX_LENGTH
    ? `${name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1)}…`
    : name
}
