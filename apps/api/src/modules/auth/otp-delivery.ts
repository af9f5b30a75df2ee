import { AUTH_ERRORS } from '@app/contract/auth'
import type { Tx } from '../../db/client'
import { mailText } from '../../lib/mail/document'
import { mailHtml } from '../../lib/mail/html'
import { otpMail } from '../../lib/mail/templates'
import type { Message, Messenger } from '../../lib/messenger/types'
import type { RateLimitResult } from '../../lib/rate-limit'
import type { AuthDeps } from './deps'
import {
  OTP_MESSAGES_PER_RECIPIENT,
  OTP_SENDS_PER_IP,
  OTP_SENDS_PER_RECIPIENT_AND_IP,
  OTP_TTL_MINUTES,
} from './policy'
import * as repo from './repository'
import type { OtpPurpose } from './repository'

/* How a one-time code reaches a person, and how often one may be sent. */

export interface Recipient {
  email: string | null
  phone: string
}

type Route = Pick<Message, 'channel' | 'to'>

/**
 * E-mail when the person has an address and the driver can e-mail; SMS to the phone when the
 * driver can text and e-mail is not an option (MSG91 always; the outbox for owners without
 * e-mail). Empty when the driver can reach this person on no channel.
 */
export function otpRoutes(messenger: Messenger, to: Recipient): Route[] {
  const canEmail = messenger.channels.has('email')
  const canSms = messenger.channels.has('sms')
  const routes: Route[] = []
  if (to.email && canEmail) routes.push({ channel: 'email', to: to.email })
  if (canSms && (!to.email || !canEmail)) routes.push({ channel: 'sms', to: to.phone })
  return routes
}

/** The code by e-mail (text and HTML, lib/mail) or SMS (the text; MSG91 its own template). */
export async function deliverOtp(deps: AuthDeps, routes: Route[], code: string) {
  const doc = otpMail(code, deps.siteName, OTP_TTL_MINUTES)
  const text = mailText(doc)
  for (const route of routes) {
    const html =
      route.channel === 'email'
        ? await mailHtml(doc, { name: deps.siteName, publicUrl: deps.publicUrl })
        : undefined
    await deps.messenger.send({ ...route, subject: doc.subject, text, html, code })
  }
}

/*
 * OTP sends have two limits (decision 035). The requester's share is checked while the client
 * waits: per client IP, and per client IP and address, so a stranger who uses theirs up blocks
 * only themselves. The address's cap bounds the messages it receives from everyone else, and
 * passes the account's own places, so no flood can starve the owner.
 */

/** Counts one OTP request against the client's IP and against its pair with every address. */
export function limitOtpSends(
  deps: AuthDeps,
  purpose: OtpPurpose,
  ip: string,
  recipients: string[],
) {
  return deps.rateLimit.enforce(
    [
      [`otp-send:ip:${ip}`, OTP_SENDS_PER_IP],
      // Per purpose: registering and then asking for a reset must not share one budget.
      ...recipients.map(
        (r) => [`otp-send:${purpose}:${r}:ip:${ip}`, OTP_SENDS_PER_RECIPIENT_AND_IP] as const,
      ),
    ],
    AUTH_ERRORS.tooManyOtpSends,
  )
}

const ALLOWED: RateLimitResult = { allowed: true, count: 0, retryAfterSec: 0 }

/**
 * Takes one of the messages every address may receive (OTP_MESSAGES_PER_RECIPIENT), unless the
 * request comes from a place where `accountId` has signed in. Nothing is taken for a refusal:
 * when one address is full, the others get theirs back.
 */
export async function claimOtpMessage(
  db: Tx,
  deps: AuthDeps,
  purpose: OtpPurpose,
  to: { accountId: number | null; ip: string; recipients: string[] },
): Promise<RateLimitResult> {
  if (to.accountId !== null && (await repo.hasSignedInFrom(db, to.accountId, to.ip))) {
    return ALLOWED
  }
  const taken: string[] = []
  for (const recipient of to.recipients) {
    const key = `otp-inbox:${purpose}:${recipient}`
    const slot = await deps.rateLimit.take(key, OTP_MESSAGES_PER_RECIPIENT)
    if (!slot.allowed) {
      for (const k of taken) await deps.rateLimit.release(k)
      return slot
    }
    taken.push(key)
  }
  return ALLOWED
}
