import {
  IST_OFFSET_MINUTES,
  IST_TIME_ZONE,
  VISIT_DAYS_AHEAD,
  VISIT_FIRST_HOUR_IST,
  VISIT_LAST_HOUR_IST,
  VISIT_SLOT_STEP_MINUTES,
  VISIT_TEXTS,
  visitSlotProblem,
} from '@app/contract/visits'

/*
 * Visit slots are India time whatever the browser's zone (issue 30): the form's date and time
 * are read as IST wall-clock and sent as ISO instants with +05:30; shown back in IST too.
 */

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const pad = (n: number) => String(n).padStart(2, '0')

/** "+05:30", from the contract's offset. */
export const IST_OFFSET = `+${pad(Math.floor(IST_OFFSET_MINUTES / 60))}:${pad(IST_OFFSET_MINUTES % 60)}`

/** The India date ("2026-12-01") of an instant. */
export const istDate = (instant: Date | number) =>
  new Date(new Date(instant).getTime() + IST_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10)

/** The dates the form's date input allows: India's today up to VISIT_DAYS_AHEAD days on. */
export const slotDateRange = (now: Date | number) => ({
  min: istDate(now),
  max: istDate(new Date(now).getTime() + VISIT_DAYS_AHEAD * DAY_MS),
})

/** "10:30 am", "12:00 pm", "8:00 pm" for "HH:MM". */
export function timeLabel(time: string) {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return `${h % 12 || 12}:${pad(m)} ${h < 12 ? 'am' : 'pm'}`
}

/** The time select's choices: 08:00 to 20:00 (both included), every VISIT_SLOT_STEP_MINUTES. */
export const SLOT_TIMES: readonly { value: string; label: string }[] = Array.from(
  {
    length: ((VISIT_LAST_HOUR_IST - VISIT_FIRST_HOUR_IST) * 60) / VISIT_SLOT_STEP_MINUTES + 1,
  },
  (_, i) => {
    const minutes = VISIT_FIRST_HOUR_IST * 60 + i * VISIT_SLOT_STEP_MINUTES
    const value = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
    return { value, label: timeLabel(value) }
  },
)

/** The ISO instant the API takes for an India date and time: "2026-12-01T10:30:00+05:30". */
export const slotInstant = (date: string, time: string) => `${date}T${time}:00${IST_OFFSET}`

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

/**
 * What is wrong with one slot of the form, as the API would say it, or null: it needs a date
 * and a time, then the API's own rule (the contract's visitSlotProblem: still ahead, within
 * VISIT_DAYS_AHEAD days, 8 am to 8 pm India time).
 */
export function slotProblem(date: string, time: string, now: Date | number): string | null {
  if (!DATE.test(date) || !TIME.test(time)) return VISIT_TEXTS.slotInvalid
  const at = new Date(slotInstant(date, time))
  if (Number.isNaN(at.getTime())) return VISIT_TEXTS.slotInvalid
  return visitSlotProblem(at, new Date(now))
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: IST_TIME_ZONE,
})
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: IST_TIME_ZONE,
})

/** A slot in India time: "Tue, 1 Dec · 10:30 am"; the text as it came when it is no instant. */
export function formatSlot(instant: string) {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return instant
  return `${dayFormat.format(date)} · ${timeLabel(clockFormat.format(date))}`
}
