import { z } from 'zod'
import { ID_MAX, ID_MIN, idMessage } from './limits'
import { isMultiLine, isOneLine, TEXT_MESSAGES } from './text'

export * from './limits'
export * from './text'

/** A whole number as JSON sends it, or as a query string or form sends it (digits only). */
const DIGITS = /^\s*\d{1,20}\s*$/
const digitsToNumber = (v: unknown) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v)
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/**
 * A database id (or integer filter): a whole number from 1 to 2^31 - 1, given as a number or a
 * string of digits. Anything else, 2^31 included, is a 422 naming the field, never a query.
 */
export function idSchema(label = 'Id') {
  const message = idMessage(label)
  return z.preprocess(
    digitsToNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
      .int(message)
      .min(ID_MIN, message)
      .max(ID_MAX, message),
  )
}

/** An id in a query string or filter where an empty value (or null) means "no filter". */
export function optionalIdSchema(label = 'Id') {
  return z.preprocess(blankToUndefined, idSchema(label).optional())
}

export const IdSchema = idSchema()
export const OptionalIdSchema = optionalIdSchema()

/** A path parameter `{id}`. */
export const IdParamsSchema = z.object({ id: IdSchema })

/**
 * A one-line text field (a title, a name, a place): no line breaks, tabs, other controls or
 * invisible formatting (decision 036), one message. Checked after the schema's own trim, so a
 * pasted trailing newline is forgiven.
 */
export function oneLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(isOneLine, TEXT_MESSAGES.oneLine)
}

/** A multi-line text field (a description, a message): line breaks stay, the rest as oneLine. */
export function multiLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(isMultiLine, TEXT_MESSAGES.multiLine)
}
