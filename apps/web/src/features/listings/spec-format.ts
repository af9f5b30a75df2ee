import { formatCount, plural } from '@app/contract/numbers'
import type { ListingCard } from '@app/contract/listing'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { SPEC_LABEL } from '@app/contract/search-texts'
import { specFigure } from '../../lib/specs'

// Zod-free (types only from listing.ts): cards on the home page format their chips with these.

const NA = LISTING_TEXTS.noPrice
const withUnit = specFigure

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
      text: plural(card.docks, 'dock'),
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
  return isNumber(area) ? `${formatCount(area)} sq.ft` : NA
}

/** Whether a card knows its area (given, or length × width): the home card shows it only then. */
export const hasArea = (card: Pick<ListingCard, 'area' | 'length' | 'width'>) =>
  isNumber(card.area) || (isNumber(card.length) && isNumber(card.width))
