/** How the console writes money, counts and moments (Indian grouping, Indian time). */

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
})
const count = new Intl.NumberFormat('en-IN')

const PAISE_PER_RUPEE = 100

/** ₹1,249.00 from 124900 paise (integer paise in, display only out). */
export const formatPaise = (paise: number) => rupees.format(paise / PAISE_PER_RUPEE)
/** ₹12,49,000 without paise: the dashboard's totals. */
export const formatPaiseWhole = (paise: number) => wholeRupees.format(paise / PAISE_PER_RUPEE)
/** ₹1.2L: a chart axis. */
export const formatPaiseCompact = (paise: number) => compactRupees.format(paise / PAISE_PER_RUPEE)
/** 1,00,000 */
export const formatCount = (value: number) => count.format(value)
/** +50 / −20 with a real minus sign. */
export const formatSigned = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${count.format(Math.abs(value))}`

const IST = 'Asia/Kolkata'
const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: IST,
})

const valid = (value: string) => {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** 5 Mar 2026 (India time). */
export const formatDay = (value: string) => {
  const date = valid(value)
  return date ? day.format(date) : value
}

// A series' YYYY-MM-DD is already an Indian calendar day: read and written in UTC, never shifted.
const seriesDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const seriesDayLong = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
/** 5 Mar, from a series day '2026-03-05'. */
export const formatSeriesDay = (ymd: string) => {
  const date = valid(`${ymd}T00:00:00Z`)
  return date ? seriesDay.format(date) : ymd
}
/** Thu, 5 Mar 2026, from a series day. */
export const formatSeriesDayLong = (ymd: string) => {
  const date = valid(`${ymd}T00:00:00Z`)
  return date ? seriesDayLong.format(date) : ymd
}
