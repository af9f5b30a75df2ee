import { ApiError } from '../../lib/api-client'

/** The server's message when it sent one; the spec's fallback for network trouble. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback
