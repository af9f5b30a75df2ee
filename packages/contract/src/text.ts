/**
 * What a person's text may hold (decision 036). Free of Zod, so forms that check by hand (the
 * edit modal) and the API's e-mails use the same rules; `input.ts` builds the schemas.
 *
 * A one-line field (a title, a name, a place) takes no control character (C0 with tab, newline and
 * carriage return; DEL; C1), no line or paragraph separator, no lone surrogate, and no invisible
 * formatting character (Unicode Cf: bidi overrides and isolates, marks, zero-width space, word
 * joiner, byte order mark, tag characters...) but ZWNJ and ZWJ, which Indian scripts and emoji
 * need. Such text could start a line of its own where it is quoted, or hide or reorder what it
 * says. A multi-line field (a description, a message) takes the same, but for line breaks.
 */

/** ZWNJ (U+200C) and ZWJ (U+200D): how Devanagari, Malayalam and emoji join; visible in effect. */
const FORMAT = String.raw`(?![\u200C\u200D])\p{Cf}`
const SEPARATORS = String.raw`\p{Zl}\p{Zp}`

/** One character a one-line field may not hold. */
const NOT_ONE_LINE = new RegExp(String.raw`[\p{Cc}${SEPARATORS}\p{Cs}]|${FORMAT}`, 'u')
/** One character a multi-line field may not hold: the same, line breaks (LF, CR) aside. */
const NOT_MULTI_LINE = new RegExp(String.raw`(?![\n\r])\p{Cc}|[${SEPARATORS}\p{Cs}]|${FORMAT}`, 'u')
/** Every run of such characters and spaces around them, for collapsing to one space. */
const UNSAFE_RUN = new RegExp(String.raw`(?:\s|[\p{Cc}${SEPARATORS}\p{Cs}]|${FORMAT})+`, 'gu')

/** The field messages for text holding characters it may not. */
export const TEXT_MESSAGES = {
  oneLine: 'Use a single line without special characters',
  multiLine: 'Use plain text without special characters',
} as const

/** True when the text is one line of visible characters (and spaces). */
export const isOneLine = (text: string) => !NOT_ONE_LINE.test(text)

/** True when the text is visible characters, spaces and line breaks. */
export const isMultiLine = (text: string) => !NOT_MULTI_LINE.test(text)

/**
 * Text of unknown origin (a row stored before these rules) as one line: every run of controls,
 * separators, invisible formatting and spaces becomes one space; at most `max` characters, the
 * cut marked with an ellipsis.
 */
export function toOneLine(text: string, max: number): string {
  const line = text.replace(UNSAFE_RUN, ' ').trim()
  const chars = Array.from(line)
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}
