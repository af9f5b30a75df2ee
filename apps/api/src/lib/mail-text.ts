import { MESSAGE_MAX_LENGTH, toOneLine } from '@app/contract/input'

/**
 * A person's text inside our messages (decision 036). Rows stored before the contract refused
 * line breaks in titles and names may still hold them: a message must never let such text start a
 * line of its own, where it could pass for ours ("URGENT: your account is suspended...").
 */

/** The longest piece of a person's text a message quotes on one line. */
export const MAIL_QUOTE_MAX_LENGTH = 200

/** A person's text as one line, without quotes (a greeting's name, an SMS template's value). */
export const oneLineOf = (text: string) => toOneLine(text, MAIL_QUOTE_MAX_LENGTH)

/** A person's text as quoted data on one line: `"Big godown URGENT: ..."`. */
export const quoted = (text: string) => `"${oneLineOf(text)}"`

/**
 * A person's text of several lines (an enquiry's message) as lines of data: each line cleaned as
 * oneLineOf, blank ones at either end dropped, the whole bounded. The HTML part shows these in a
 * quote; the text part marks each with "> " (quotedBlock).
 */
export function quotedLines(text: string): string[] {
  // A pair cut in two at the end becomes a lone surrogate, which toOneLine drops.
  const lines = text
    .slice(0, MESSAGE_MAX_LENGTH)
    .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
    .map((line) => toOneLine(line, MESSAGE_MAX_LENGTH))
  while (lines.length > 0 && lines.at(-1) === '') lines.pop()
  while (lines.length > 0 && lines[0] === '') lines.shift()
  return lines
}

/**
 * A person's text of several lines as a quoted block: every line starts with "> ", so none can
 * pass for ours; each line is cleaned as oneLineOf, the whole bounded.
 */
export function quotedBlock(text: string): string {
  return quotedLines(text)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n')
}
