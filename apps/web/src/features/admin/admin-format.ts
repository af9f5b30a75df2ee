/** How the console writes moments (India time); figures come from the contract's numbers.ts. */

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
