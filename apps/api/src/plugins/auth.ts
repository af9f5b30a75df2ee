import { AUTH_ERRORS, AUTH_MESSAGES, type Permission } from '@app/contract/auth'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, unauthenticated } from '../lib/app-error'
import {
  clearSessionCookie,
  cookieToken,
  hasSessionCookie,
  sameSiteWrite,
  TOKEN_SHAPE,
} from '../lib/session-cookie'
import { SessionCache, type AuthUser } from '../lib/sessions'

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route hook: 401 unless the request carries a live bearer token or, without one, the session
     * cookie (then a write must pass the CSRF check, else 403); sets `request.user`.
     */
    authenticate: AuthHook
    /**
     * Route hook: authenticates when not done yet, then 403 unless the user has `permission`
     * (with `message` when a screen has its own wording, such as the spec's access-denied text).
     */
    requirePermission(permission: Permission, message?: string): AuthHook
    /** Recently looked-up sessions; services that change a user's sessions forget them here. */
    sessionCache: SessionCache
    /**
     * The live session the request's cookie carries, with its token; undefined (and the cookie
     * cleared) when the cookie holds no live session.
     */
    cookieSession(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<{ token: string; user: AuthUser } | undefined>
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not authenticate. */
    user: AuthUser | null
  }
}

const BEARER = 'Bearer '

/** The token of an `Authorization: Bearer <token>` header, when it has a token's shape. */
function bearerToken(header: string) {
  const token = header.startsWith(BEARER) ? header.slice(BEARER.length) : undefined
  return token !== undefined && TOKEN_SHAPE.test(token) ? token : undefined
}

/** Every hook that demands a bearer token: the OpenAPI document marks their routes (docs.ts). */
export const BEARER_HOOKS = new WeakSet<AuthHook>()

/** The authenticated user of a route guarded by `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated(AUTH_MESSAGES.notAuthenticated)
  return request.user
}

/**
 * Bearer-token (or session-cookie, decision 059) authentication and permission guards for every
 * feature. Use them as `onRequest` hooks (refused before the body is even parsed) or as
 * `preHandler` hooks; both work.
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null)
  const sessionCache = new SessionCache(app.changes)
  app.decorate('sessionCache', sessionCache)
  app.addHook('onClose', async () => sessionCache.close())

  const ownOrigins = [new URL(app.config.publicUrl).origin]

  async function cookieSession(request: FastifyRequest, reply: FastifyReply) {
    const token = cookieToken(request)
    const user = token && (await sessionCache.find(app.db, token, app.clock.now()))
    if (!token || !user) {
      // Revoked (logout elsewhere, a password change, a block) or expired: the browser forgets it.
      clearSessionCookie(reply)
      return undefined
    }
    return { token, user }
  }
  app.decorate('cookieSession', cookieSession)

  const authenticate: AuthHook = async (request, reply) => {
    if (request.user) return
    const header = request.headers.authorization
    if (header) {
      // A malformed token cannot match any session: refuse it without a database round trip.
      const token = bearerToken(header)
      const user = token && (await sessionCache.find(app.db, token, app.clock.now()))
      if (!user) throw unauthenticated(AUTH_ERRORS.sessionExpired)
      request.user = user
      return
    }
    if (!hasSessionCookie(request)) throw unauthenticated(AUTH_MESSAGES.notAuthenticated)
    // Checked before the session: a forged write learns nothing, not even whether it is live.
    if (!sameSiteWrite(request, ownOrigins)) throw forbidden(AUTH_ERRORS.crossSiteRefused)
    const session = await cookieSession(request, reply)
    if (!session) throw unauthenticated(AUTH_ERRORS.sessionExpired)
    request.user = session.user
  }

  BEARER_HOOKS.add(authenticate)
  app.decorate('authenticate', authenticate)
  app.decorate('requirePermission', (permission: Permission, message?: string): AuthHook => {
    const hook: AuthHook = async (request, reply) => {
      await authenticate(request, reply)
      if (!requireUser(request).permissions.includes(permission)) throw forbidden(message)
    }
    BEARER_HOOKS.add(hook)
    return hook
  })
})
