/* Dates and times as our documents print them: in India, whatever the server's zone. */

const IST_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
})
const IST_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** '23 Nov 2026', the day in India. */
export const formatIstDate = (instant: Date) => IST_DATE.format(instant)
/** '14:05', the time in India. */
export const formatIstTime = (instant: Date) => IST_TIME.format(instant)
