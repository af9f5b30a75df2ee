import { ID_MAX, ID_MIN } from '@app/contract/limits'

/** A database id: a whole number from 1 to 2^31 - 1 (the contract's bounds). */
export const isId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= ID_MIN && (value as number) <= ID_MAX

/**
 * An id written as text (a URL segment or query value, a select's value); anything else,
 * '' included, is undefined. Leading zeros are refused so one id has one spelling in URLs.
 */
export function parseId(text: string | null | undefined): number | undefined {
  const value = text?.trim() ?? ''
  if (!/^[1-9]\d*$/.test(value)) return undefined
  const id = Number(value)
  return isId(id) ? id : undefined
}
