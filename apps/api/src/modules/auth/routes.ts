import {
  AUTH_SUCCESS,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  MeResponseSchema,
  RegisterResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SendOtpSchema,
  UpgradeResponseSchema,
  UpgradeUserTypeSchema,
  VerifyOtpSchema,
} from '@app/contract/auth'
import { ErrorBodySchema, MessageSchema } from '@app/contract/envelope'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { createBackground } from '../../lib/background'
import { clearSessionCookie, setSessionCookie } from '../../lib/session-cookie'
import type { AuthDeps } from './deps'
import { login, logout } from './login'
import { changePassword, forgotPassword, resetPassword } from './passwords'
import {
  register,
  sendRegistrationOtp,
  upgradeToOwner,
  verifyRegistrationOtp,
} from './registration'

const tags = ['accounts']
const security = [{ bearer: [] }]
const failure = ErrorBodySchema

const routes: FastifyPluginAsyncZod = async (app) => {
  // Runs before the root's hooks close the messenger and whatever the work needs.
  const background = createBackground()
  app.addHook('onClose', () => background.drain())

  const deps = (req: FastifyRequest): AuthDeps => ({
    clock: app.clock,
    rateLimit: app.rateLimit,
    messenger: app.messenger,
    log: req.log,
    siteName: app.config.site.name,
    publicUrl: app.config.publicUrl,
    sessionTtlMs: app.config.sessionTtlMs,
    background,
    // This instance hears its own change at once, as every cache of the feed does (decision 013).
    forgetSessions: (userId) => app.changes.wrote('auth', String(userId)),
  })
  const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] })
  const message = (text: string) => ({ success: true as const, message: text })

  app.post(
    '/send-otp',
    {
      schema: {
        summary: 'Sends the verification code that registering needs',
        tags,
        body: SendOtpSchema,
        response: { 200: MessageSchema, 409: failure, 422: failure, 429: failure },
      },
    },
    async (req) => {
      await sendRegistrationOtp(app.db, req.body, meta(req), deps(req))
      return message(AUTH_SUCCESS.otpSent)
    },
  )

  app.post(
    '/verify-otp',
    {
      schema: {
        summary: 'Checks a registration verification code',
        tags,
        body: VerifyOtpSchema,
        response: { 200: MessageSchema, 422: failure },
      },
    },
    async (req) => {
      await verifyRegistrationOtp(app.db, req.body, deps(req))
      return message(AUTH_SUCCESS.otpVerified)
    },
  )

  app.post(
    '/register',
    {
      schema: {
        summary: 'Creates an account with a verified code',
        tags,
        body: RegisterSchema,
        response: { 201: RegisterResponseSchema, 409: failure, 422: failure, 429: failure },
      },
    },
    async (req, reply) => {
      const user = await register(app.db, req.body, meta(req), deps(req))
      return reply
        .code(201)
        .send({ success: true as const, message: AUTH_SUCCESS.registered, data: user })
    },
  )

  app.post(
    '/login',
    {
      schema: {
        summary: 'Signs in by e-mail or phone and password: a bearer token',
        tags,
        body: LoginSchema,
        response: {
          200: LoginResponseSchema,
          401: failure,
          403: failure,
          422: failure,
          429: failure,
        },
      },
    },
    async (req, reply) => {
      const data = await login(app.db, req.body, meta(req), deps(req))
      // The same token as an HttpOnly cookie: the server renders this browser's pages (decision 059).
      setSessionCookie(reply, data.token, app.config.sessionTtlMs)
      return { success: true as const, data }
    },
  )

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Signs out: revokes this token',
        tags,
        security,
        response: { 200: MessageSchema, 401: failure },
      },
    },
    async (req, reply) => {
      const user = requireUser(req)
      await logout(app.db, { id: user.sessionId, userId: user.id }, deps(req))
      clearSessionCookie(reply)
      return message(AUTH_SUCCESS.loggedOut)
    },
  )

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The signed-in user and their permissions',
        tags,
        security,
        response: { 200: MeResponseSchema, 401: failure },
      },
    },
    async (req) => {
      const { sessionId: _session, ...user } = requireUser(req)
      return { success: true as const, data: user }
    },
  )

  app.post(
    '/forgot-password',
    {
      schema: {
        summary: 'Sends a password reset code (the same answer for unknown accounts)',
        tags,
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, 422: failure, 429: failure },
      },
    },
    async (req) => {
      await forgotPassword(app.db, req.body, meta(req), deps(req))
      return message(AUTH_SUCCESS.forgotPassword)
    },
  )

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Sets a new password with the reset code; ends every session',
        tags,
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, 422: failure },
      },
    },
    async (req) => {
      await resetPassword(app.db, req.body, deps(req))
      return message(AUTH_SUCCESS.passwordReset)
    },
  )

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Changes the password; ends every session',
        tags,
        security,
        body: ChangePasswordSchema,
        response: { 200: MessageSchema, 401: failure, 422: failure, 429: failure },
      },
    },
    async (req, reply) => {
      await changePassword(app.db, requireUser(req).id, req.body, deps(req))
      clearSessionCookie(reply)
      return message(AUTH_SUCCESS.passwordChanged)
    },
  )

  app.post(
    '/upgrade-user-type',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Makes a seeker's account an owner's, to list properties",
        tags,
        security,
        body: UpgradeUserTypeSchema,
        response: { 200: UpgradeResponseSchema, 401: failure, 409: failure, 422: failure },
      },
    },
    async (req) => {
      await upgradeToOwner(app.db, requireUser(req).id, deps(req))
      return {
        success: true as const,
        message: AUTH_SUCCESS.upgraded,
        data: { user_type: req.body.user_type },
      }
    },
  )
}

export default routes
