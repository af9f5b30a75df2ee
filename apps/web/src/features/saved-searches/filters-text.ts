import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@app/contract/limits'
import { formatCount, formatRupees } from '@app/contract/numbers'
import {
  PROPERTY_TYPE,
  PROPERTY_TYPE_LABEL,
  PURCHASE_TYPE_LABEL,
} from '@app/contract/listing-texts'
import { SEARCH_TEXTS, SPEC_LABEL, SPEC_UNIT } from '@app/contract/search-texts'
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

/** What a search looks for, in the plural: 'Warehouses', or both kinds when no type is chosen. */
const KIND_PLURAL: Record<number, string> = {
  [PROPERTY_TYPE.godown]: 'Godowns',
  [PROPERTY_TYPE.warehouse]: 'Warehouses',
}
const ANY_KIND = 'Godowns and warehouses'

/** '10,000+ sq.ft', 'up to 20,000 sq.ft', '10,000–20,000 sq.ft'; undefined when neither is set. */
function plusRange(min: unknown, max: unknown, show: (n: number) => string, unit = '') {
  if (has(min) && has(max)) return `${show(num(min))}–${show(num(max))}${unit}`
  if (has(min)) return `${show(num(min))}+${unit}`
  if (has(max)) return `up to ${show(num(max))}${unit}`
  return undefined
}

/** '30+ ft clear height', '4+ docks', '5+ t/m² floor load', '100+ kVA'. */
const minimum = (key: 'height' | 'docks' | 'floor_load' | 'power_kva', v: unknown) => {
  const figure = `${formatCount(num(v))}+`
  if (key === 'docks') return `${figure} docks`
  if (key === 'power_kva') return `${figure} ${SPEC_UNIT.power_kva}`
  return `${figure} ${SPEC_UNIT[key]} ${SPEC_LABEL[key].toLowerCase()}`
}

/** A keyword is cut to fit the name only if this many characters of it can stay. */
const MIN_CUT_KEYWORD = 12

/**
 * The name a new saved search starts with, built from the search: what, for which deal, where,
 * then the key filters while they fit in SAVED_SEARCH_NAME_MAX_LENGTH characters:
 * 'Warehouses for rent in Bhiwandi, 10,000+ sq.ft, up to ₹5,00,000',
 * 'Godowns and warehouses in Maharashtra, “cold storage”'. A keyword too long to fit is cut
 * with '…'; a filter that does not fit is left out whole.
 */
export function defaultSearchName(filters: FiltersLike, place?: string): string {
  const f = filters as Record<string, unknown>
  const kind = (has(f.type) && KIND_PLURAL[num(f.type)]) || ANY_KIND
  const deal = has(f.purchase_type) ? PURCHASE_TYPE_LABEL[num(f.purchase_type)] : undefined
  const head = `${kind}${deal ? ` for ${deal.toLowerCase()}` : ''}${place ? ` in ${place}` : ''}`
  const keyword = typeof f.q === 'string' && f.q.trim() ? `“${f.q.trim()}”` : undefined
  const details = [
    plusRange(f.min_area, f.max_area, formatCount, ' sq.ft'),
    plusRange(f.min_price, f.max_price, formatRupees),
    keyword,
    has(f.min_height) ? minimum('height', f.min_height) : undefined,
    has(f.min_docks) ? minimum('docks', f.min_docks) : undefined,
    has(f.min_floor_load) ? minimum('floor_load', f.min_floor_load) : undefined,
    has(f.min_power_kva) ? minimum('power_kva', f.min_power_kva) : undefined,
    f.fire_noc === true || f.fire_noc === 'true' ? SPEC_LABEL.fire_noc : undefined,
    f.verified === true || f.verified === 'true' ? 'verified' : undefined,
  ].filter((part): part is string => Boolean(part))

  let name = head
  for (const part of details) {
    const next = `${name}, ${part}`
    if (next.length <= SAVED_SEARCH_NAME_MAX_LENGTH) name = next
    else if (part === keyword && SAVED_SEARCH_NAME_MAX_LENGTH - name.length > MIN_CUT_KEYWORD)
      // The words are what this search is about: cut them rather than leave them out.
      name = `${next.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1)}…`
  }
  return name
}
