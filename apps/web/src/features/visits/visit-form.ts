import {
  VISIT_NOTE_MAX_LENGTH,
  VISIT_SLOTS_MAX,
  VISIT_TEXTS,
  type VisitBody,
} from '@app/contract/visits'
import { z } from 'zod'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/form-errors'
import { istDate, slotInstant, slotProblem } from './slots'

export interface SlotRow {
  date: string
  time: string
}
export type SlotField = 'date' | 'time'

/** Which of a row's two controls a slot's message is about (the other stays as it was). */
export function slotFieldOf(message: string, row: SlotRow | undefined, now: number): SlotField {
  if (message === VISIT_TEXTS.slotHours || message === VISIT_TEXTS.slotsDistinct) return 'time'
  if (message === VISIT_TEXTS.slotPast) return row?.date === istDate(now) ? 'time' : 'date'
  if (message === VISIT_TEXTS.slotInvalid) return row?.date ? 'time' : 'date'
  return 'date'
}

/**
 * The request form: rows of an India date and time, and a note. Checked as the API checks the
 * body (the contract's messages), each message on the control it is about; what it sends is the
 * API's body (`slots` as +05:30 instants). The clock is read when the form is checked.
 */
export const VisitFormSchema = z
  .object({
    slots: z
      .array(z.object({ date: z.string(), time: z.string() }))
      .min(1, VISIT_TEXTS.slotsRequired)
      .max(VISIT_SLOTS_MAX, VISIT_TEXTS.slotsMax)
      .superRefine((rows, ctx) => {
        const now = Date.now()
        const seen = new Set<number>()
        rows.forEach((row, i) => {
          const problem = slotProblem(row.date, row.time, now)
          const at = Date.parse(slotInstant(row.date, row.time))
          const message = problem ?? (seen.has(at) ? VISIT_TEXTS.slotsDistinct : null)
          seen.add(at)
          if (message)
            ctx.addIssue({ code: 'custom', path: [i, slotFieldOf(message, row, now)], message })
        })
      }),
    note: z
      .string()
      .max(VISIT_NOTE_MAX_LENGTH, `Note must be at most ${VISIT_NOTE_MAX_LENGTH} characters`),
  })
  .transform(({ slots, note }): Omit<VisitBody, 'property_id'> => ({
    slots: slots.map((row) => slotInstant(row.date, row.time)),
    ...(note.trim() ? { note: note.trim() } : {}),
  }))
export type VisitFormInput = z.input<typeof VisitFormSchema>

export type FormErrorPath = 'note' | `slots.${number}.${SlotField}`

/**
 * Where the API's field messages go on the form: `slots.N` on that row's control, `note` on the
 * note; the rest (and a refusal such as 'Unlock the contact details…') above the buttons.
 */
export function placeApiErrors(
  error: unknown,
  rows: readonly SlotRow[],
  place: (path: FormErrorPath, message: string) => void,
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error)
  const rest: string[] = []
  let placed = false
  const now = Date.now()
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0]
    if (!message) continue
    const row = /^slots\.(\d+)$/.exec(field)
    if (field === 'note') place('note', message)
    else if (row && Number(row[1]) < rows.length) {
      const i = Number(row[1])
      place(`slots.${i}.${slotFieldOf(message, rows[i], now)}`, message)
    } else {
      rest.push(message)
      continue
    }
    placed = true
  }
  if (rest.length > 0) return rest.join(' ')
  return placed ? null : error.message
}
