import type { ListingCard, WarehouseSpecs } from '@app/contract/listing'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { FLOORING_LABEL, SPEC_LABEL, SPEC_UNIT, type SpecKey } from '@app/contract/search-texts'

// Zod-free (types only from listing.ts): cards on the home page format their chips with these.

const NA = LISTING_TEXTS.noPrice
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** What the specifications' values look like wherever they are read. */
type SpecValues = Partial<WarehouseSpecs> & { height?: number | null }

const withUnit = (key: SpecKey, value: number) =>
  SPEC_UNIT[key] ? `${number.format(value)} ${SPEC_UNIT[key]}` : number.format(value)

/** One specification for the detail page: "32 ft", "2.5 t/m²", "FM2", "Yes", or 'N/A'. */
export function formatSpec(key: SpecKey, specs: SpecValues): string {
  const value = specs[key]
  if (value === null || value === undefined) return NA
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (key === 'flooring') return FLOORING_LABEL[value as keyof typeof FLOORING_LABEL] ?? NA
  return withUnit(key, value as number)
}

/** The detail page's warehouse rows, after the spec's Type, Length, Width, Height and Area. */
export const DETAIL_SPECS = [
  'docks',
  'floor_load',
  'power_kva',
  'flooring',
  'fire_noc',
  'security_24x7',
  'highway_km',
] as const satisfies readonly SpecKey[]

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

export interface SpecChip {
  /** What the chip is, for screen readers and the tooltip ("Clear height"). */
  label: string
  /** What it shows ("32 ft"). */
  text: string
}

/** A card's compact specifications, only those given: "32 ft", "6 docks", "250 kVA", "Fire NOC". */
export function cardSpecChips(
  card: Pick<ListingCard, 'height' | 'docks' | 'power_kva' | 'fire_noc'>,
) {
  const chips: SpecChip[] = []
  if (isNumber(card.height))
    chips.push({ label: SPEC_LABEL.height, text: withUnit('height', card.height) })
  if (isNumber(card.docks))
    chips.push({
      label: SPEC_LABEL.docks,
      text: `${number.format(card.docks)} ${card.docks === 1 ? 'dock' : 'docks'}`,
    })
  if (isNumber(card.power_kva))
    chips.push({ label: SPEC_LABEL.power_kva, text: withUnit('power_kva', card.power_kva) })
  if (card.fire_noc === true) chips.push({ label: SPEC_LABEL.fire_noc, text: SPEC_LABEL.fire_noc })
  return chips
}

/** A card's area in sq.ft (length × width), or 'N/A'. */
export function cardArea(card: Pick<ListingCard, 'area' | 'length' | 'width'>) {
  const area =
    card.area ?? (isNumber(card.length) && isNumber(card.width) ? card.length * card.width : null)
  return isNumber(area) ? `${number.format(area)} sq.ft` : NA
}
