import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@app/contract/constants'
import type { FastifyReply, FastifyRequest } from 'fastify'

/*
 * The session cookie beside the bearer token (decision 059): the same token, HttpOnly so no
 * script reads it, Secure with the __Host- prefix (browsers take Secure cookies from
 * http://localhost and 127.0.0.1 too), SameSite=Lax so other sites' requests do not carry it
 * except top-level navigations, which only read.
 */

/** A session token's shape (crypto.randomToken: 32 bytes, base64url). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax'

/** The value of cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** The session token the request's cookie carries, when it has a token's shape. */
export function cookieToken(request: FastifyRequest): string | undefined {
  const value = cookieValue(request.headers.cookie, SESSION_COOKIE)
  return value && TOKEN_SHAPE.test(value) ? value : undefined
}

/** Whether the request carries the session cookie at all (a live session or not). */
export const hasSessionCookie = (request: FastifyRequest) =>
  cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined

/** Sets the cookie for a new session: it lives as long as the session (`ttlMs`). */
export function setSessionCookie(reply: FastifyReply, token: string, ttlMs: number) {
  const maxAge = Math.floor(ttlMs / 1000)
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; ${ATTRIBUTES}`)
}

/** Tells the browser to forget the cookie (logout, a revoked or expired session). */
export function clearSessionCookie(reply: FastifyReply) {
  reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request authenticated by the cookie may go on: reads always; a write only when it
 * carries the app's header (a cross-site form cannot set one, a cross-site script cannot without
 * a CORS preflight this API never grants) and the browser does not say it comes from elsewhere
 * (Sec-Fetch-Site, Origin). `ownOrigins` are the origins this API answers as.
 */
export function sameSiteWrite(request: FastifyRequest, ownOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return true
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return false
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  return ownOrigins.includes(origin) || origin === hostOrigin(origin, request.headers.host)
}

/** The origin the Host header names, with the scheme `origin` uses (default ports dropped). */
function hostOrigin(origin: string, host: string | undefined): string | undefined {
  if (!host) return undefined
  try {
    return new URL(`${new URL(origin).protocol}//${host}`).origin
  } catch {
    return undefined
  }
}
