import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contract/constants'
import type { ErrorBody } from '@app/contract/envelope'
import { authStore } from './auth-storage'

/** A failed API call, carrying the server's message, code and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The server refused this account the call (403): a page shows its access-denied panel. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403

/** A success answer: `{ success: true, message?, data }` (ARCHITECTURE.md, API conventions). */
export interface ApiOk<T> {
  success: true
  message?: string
  data: T
}

/** A success answer that only carries a message. */
export interface ApiMessage {
  success: true
  message: string
}

type Query = Record<string, string | number | boolean | null | undefined>

interface RequestOptions {
  query?: Query
  body?: unknown
  signal?: AbortSignal
}

function withQuery(path: string, query?: Query) {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/**
 * The one way the web app calls the API: adds the bearer token, turns a failure's envelope into
 * an ApiError and a 401 into the end of the session (the token is gone or revoked), and answers
 * the successful response as it came (JSON for `api`, a file for downloads).
 */
export async function apiFetch(
  method: string,
  path: string,
  options: RequestOptions & { accept?: string } = {},
): Promise<Response> {
  // The app's mark on every call: a write the session cookie authenticates needs it (CSRF).
  const headers: Record<string, string> = {
    accept: options.accept ?? 'application/json',
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
  }
  const token = authStore.get().token
  if (token) headers.authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(withQuery(`/api/${path}`, options.query), {
    method,
    headers,
    body,
    signal: options.signal ?? null,
  })
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as
      (ErrorBody & { data?: unknown }) | null
    if (response.status === 401 && token) authStore.dropToken()
    throw new ApiError(
      response.status,
      payload?.code ?? 'INTERNAL',
      payload?.message ?? 'Something went wrong. Please try again.',
      payload?.errors,
      payload?.data,
    )
  }
  return response
}

/** A JSON call: the envelope of a successful answer (failures throw ApiError). */
export async function api<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await apiFetch(method, path, options)
  return (await response.json().catch(() => null)) as T
}
