import { REASON_MAX_LENGTH } from './limits'
import { z } from 'zod'
import { ADMIN_TEXTS as T } from './admin-texts'
import { multiLine, oneLine, SEARCH_MAX_LENGTH, tooLongMessage } from './input'

/* The console's shared fields. Queries arrive as strings; an empty value means "no filter". */

export const blank = (v: unknown) => (v === '' || v === null ? undefined : v)

/**
 * A moderator's reason: required, trimmed, bounded; several lines, but no controls or invisible
 * formatting, NUL included (decision 036).
 */
export const ReasonSchema = z.preprocess(
  blank,
  multiLine(
    z
      .string({ error: T.reasonRequired })
      .trim()
      .min(1, T.reasonRequired)
      .max(REASON_MAX_LENGTH, tooLongMessage('Reason', REASON_MAX_LENGTH)),
  ),
)
/** The same, optional (a note on a report's resolution). */
export const NoteSchema = z.preprocess(
  blank,
  multiLine(
    z.string().trim().max(REASON_MAX_LENGTH, tooLongMessage('Note', REASON_MAX_LENGTH)),
  ).optional(),
)

export const search = z.preprocess(
  blank,
  oneLine(
    z.string().trim().max(SEARCH_MAX_LENGTH, tooLongMessage('Search', SEARCH_MAX_LENGTH)),
  ).optional(),
)
export const toBoolean = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v)

export const id = z.number().int()
export const date = z.string()

/** A listing's owner or an order's buyer, as the console shows them. */
export const person = z.object({
  id,
  name: z.string(),
  phone_number: z.string(),
  email: z.string().nullable(),
})
