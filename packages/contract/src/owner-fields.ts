import { DIMENSION_MAX_FEET } from './limits'
import { z } from 'zod'
import { formatCount } from './numbers'
import {
  ID_MAX,
  ID_MIN,
  idMessage,
  multiLine,
  oneLine,
  PHONE_LENGTH,
  tooLongMessage,
} from './input'
import { OWNER_TEXTS as T } from './owner-texts'

/*
 * The owner forms' fields. Bodies arrive as JSON or as multipart form fields (strings), so every
 * number here also accepts its digits as a string, and an empty field means "not given".
 */

export const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v)
const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/
export const toNumber = (v: unknown) => (typeof v === 'string' && NUMBER.test(v) ? Number(v) : v)

type Lines = 'one' | 'many'

/**
 * Bounded text on one line (a title, a name) or several (a description, an address: its form
 * field is a street-address textarea). Neither takes controls or invisible formatting (decision
 * 036), NUL included: PostgreSQL text cannot hold one, and no form has a reason to send one.
 */
export const boundedText = (max: number, label: string, lines: Lines) => {
  const s = z.string().trim().max(max, tooLongMessage(label, max))
  return lines === 'one' ? oneLine(s) : multiLine(s)
}

/** Optional text of several lines: left out or empty means not given. */
export function text(max: number, label: string) {
  return z.preprocess(blank, boundedText(max, label, 'many').optional())
}

/** Required text, with the spec's message when it is missing or blank. */
export function requiredText(max: number, label: string, required: string, lines: Lines) {
  return z.preprocess(
    blank,
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .pipe(boundedText(max, label, lines)),
  )
}

interface NumberOptions {
  min: number
  max: number
  label: string
  int?: boolean
  /** The message when it is missing (required numbers only). */
  required?: string
}

function numberSchema(opts: NumberOptions) {
  const minMessage = opts.min === 1 ? T.dimensionMin : T.notNegative
  let n = z
    .number({
      error: (i) => (i.input === undefined ? opts.required : `${opts.label} must be a number`),
    })
    .min(opts.min, minMessage)
    .max(opts.max, `${opts.label} must be at most ${formatCount(opts.max)}`)
  if (opts.int) n = n.int(`${opts.label} must be a whole number`)
  return n
}

const asNumber = (v: unknown) => toNumber(blank(v))
export const number = (opts: NumberOptions) => z.preprocess(asNumber, numberSchema(opts).optional())
export const requiredNumber = (opts: NumberOptions & { required: string }) =>
  z.preprocess(asNumber, numberSchema(opts))

function memberSchema(values: readonly number[], message: string) {
  return z
    .number({ error: message })
    .int(message)
    .refine((v) => values.includes(v), message)
}
/** One of the named values, required. */
export const oneOf = (values: readonly number[], message: string) =>
  z.preprocess(asNumber, memberSchema(values, message))
export const optionalOneOf = (values: readonly number[], message: string) =>
  z.preprocess(asNumber, memberSchema(values, message).optional())

export const dimension = (label: string, min: number) =>
  number({ min, max: DIMENSION_MAX_FEET, label })

/** yes/no as a form sends it ('true', 'false', '1', '0', 'yes', 'no'); empty means not given. */
const YES = ['true', '1', 'yes', 'on']
const NO = ['false', '0', 'no', 'off']
export const flag = (label: string) =>
  z.preprocess(
    (v) => {
      const b = blank(v)
      if (typeof b !== 'string') return b
      const t = b.trim().toLowerCase()
      return YES.includes(t) ? true : NO.includes(t) ? false : b
    },
    z.boolean({ error: `${label} must be yes or no` }).optional(),
  )

/** `_method=PUT` rides along in the spec's forms; it changes nothing here. */
export const methodOverride = { _method: z.unknown().optional() }

const PHONE_MESSAGE = `Phone number must be ${PHONE_LENGTH} digits`
export const phone = (required: boolean) => {
  const s = z
    .string({ error: T.phoneRequired })
    .trim()
    .regex(/^[0-9]{10}$/, PHONE_MESSAGE)
  return z.preprocess(blank, required ? s : s.optional())
}
/** A required id whose absence has its own message ('Please select a state.'). */
export function requiredId(label: string, required: string) {
  const message = idMessage(label)
  return z.preprocess(
    (v) => toNumber(blank(v)),
    z
      .number({ error: (i) => (i.input === undefined ? required : message) })
      .int(message)
      .min(ID_MIN, message)
      .max(ID_MAX, message),
  )
}
