import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../../../lib/api-client'
import { applyApiErrors } from '../../../../lib/form-errors'

/**
 * A failed save: the server's field messages go on the step's fields, and what is left is the
 * server's message, or the spec's fallback ('Failed to save property'...) when it did not answer.
 */
export function stepProblem<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback
  return applyApiErrors(error, setError, fields)
}
