import { formatCount } from '@app/contract/numbers'
import { CARD_DESCRIPTION_LIMIT, CARD_DESCRIPTION_TRUNCATE_AT } from '@app/contract/constants'
import {
  LISTING_TEXTS,
  PROPERTY_TYPE_LABEL,
  PURCHASE_TYPE_LABEL,
  RECURING_TYPE_LABEL,
} from '@app/contract/listing-texts'
import { formatRupees } from './format'

// Zod-free on purpose: the home page's first chunk formats its cards with these.

/** Rent (2) and lease (3) are paid per period; a sale is a one-off price. */
const RECURRING_PURCHASE_TYPES = new Set([2, 3])

interface PriceLike {
  price: number
  purchase_type: number
  recuring_type: number | null
}

/** "₹25,000" (Indian digit grouping), or 'N/A' when the listing has no price. */
export function formatPrice(amount: number | null | undefined) {
  return amount === null || amount === undefined ? LISTING_TEXTS.noPrice : formatRupees(amount)
}

/** The period a rent or lease price is paid for, as "/ Monthly"; empty for a sale. */
export function recurringSuffix(price: PriceLike | null | undefined) {
  if (!price || !RECURRING_PURCHASE_TYPES.has(price.purchase_type)) return ''
  const label = price.recuring_type ? RECURING_TYPE_LABEL[price.recuring_type] : undefined
  return label ? `/ ${label}` : ''
}

/**
 * The purchase-type badge: 'Sale', 'Rent', 'Lease'; any other value reads 'Unknown' on the
 * home page's cards and 'N/A' everywhere else (spec 000 section 3).
 */
export function purchaseTypeBadge(purchaseType: number | null | undefined, onHome = false) {
  const label = purchaseType ? PURCHASE_TYPE_LABEL[purchaseType] : undefined
  return label ?? (onHome ? LISTING_TEXTS.unknownBadge : LISTING_TEXTS.noPrice)
}

/** Godown or Warehouse; anything else is 'Unknown' (spec 000 section 3). */
export const propertyTypeLabel = (type: number | null | undefined) =>
  (type ? PROPERTY_TYPE_LABEL[type] : undefined) ?? LISTING_TEXTS.unknownBadge

/** Card descriptions: longer than 180 characters are cut to 120 plus an ellipsis. */
export function cardDescription(text: string | null | undefined) {
  const value = text?.trim() ?? ''
  if (value.length <= CARD_DESCRIPTION_LIMIT) return value
  return `${value.slice(0, CARD_DESCRIPTION_TRUNCATE_AT).trimEnd()}…`
}

/** "120 ft", or 'N/A'. */
export const formatFeet = (value: number | null | undefined) =>
  value === null || value === undefined ? LISTING_TEXTS.noPrice : `${formatCount(value)} ft`

/** Area = length × width, "12,000 sq.ft"; 'N/A' unless both are known. */
export function formatArea(length: number | null | undefined, width: number | null | undefined) {
  if (length === null || length === undefined || width === null || width === undefined)
    return LISTING_TEXTS.noPrice
  return `${formatCount(length * width)} sq.ft`
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const DAY_MS = 86_400_000

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()

/** "Today", "Yesterday", "3 days ago", "2 months ago" (calendar days, local time). */
export function dayText(createdAt: string | Date, now: Date = new Date()) {
  const created = new Date(createdAt)
  if (Number.isNaN(created.getTime())) return ''
  const days = Math.round((startOfDay(now) - startOfDay(created)) / DAY_MS)
  const text =
    days <= 0
      ? relative.format(0, 'day')
      : days < 30
        ? relative.format(-days, 'day')
        : days < 365
          ? relative.format(-Math.floor(days / 30), 'month')
          : relative.format(-Math.floor(days / 365), 'year')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** "Pune, Pune, Maharashtra" without empty parts. */
export const placeLine = (address: {
  city_name?: string | null
  district_name?: string | null
  state_name?: string | null
}) => [address.city_name, address.district_name, address.state_name].filter(Boolean).join(', ')
