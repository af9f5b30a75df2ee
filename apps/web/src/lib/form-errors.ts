import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-client'

const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.'

/**
 * The text to show for any failed call: the server's message when it answered, else the
 * fallback (a screen's own wording, such as 'Failed to fetch properties.').
 */
export function errorMessage(error: unknown, fallback = NETWORK_ERROR): string {
  return error instanceof ApiError ? error.message : fallback
}

/**
 * Puts a failed call's per-field messages (ApiError.errors) on the form's own fields and
 * returns what is left to show above the form: messages for fields the form does not have,
 * else the call's message when no field took one; null when every message found its field.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return NETWORK_ERROR
  const rest: string[] = []
  let placed = false
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0]
    if (!message) continue
    const own = fields.find((f) => f === field)
    if (own) {
      setError(own, { type: 'server', message }, { shouldFocus: !placed })
      placed = true
    } else rest.push(message)
  }
  if (rest.length > 0) return rest.join(' ')
  return placed ? null : error.message
}
