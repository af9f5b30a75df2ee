/** Moments the Indian way; figures (counts, credits, rupees, plurals) live in the contract. */
export { formatRupees } from '@app/contract/numbers'

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
export const formatDate = (value: string | Date) => dateFormat.format(new Date(value))

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})
/** 5 Mar, 02:07:45 pm */
export const formatDateTime = (value: string | Date) => dateTimeFormat.format(new Date(value))

const whenFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
})
/** 5 Mar 2026, 2:07 pm (India time); the text as it came when it is not a date. */
export const formatWhen = (value: string) => {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : whenFormat.format(date)
}
