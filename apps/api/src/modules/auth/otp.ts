import { OTP_LENGTH } from '@app/contract/limits'
import { randomInt } from 'node:crypto'
import type { Tx } from '../../db/client'
import { sameHex, sha256Hex } from '../../lib/crypto'
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './policy'
import * as repo from './repository'
import type { OtpPurpose } from './repository'

/**
 * A registration code is bound to the e-mail and the phone together, so a code sent for one
 * pair cannot register another; owners without e-mail have an empty first half.
 */
export function registrationTarget(email: string | null, phone: string) {
  return `${email ?? ''}|${phone}`
}

// The target is part of the hash so that equal codes for different people hash differently.
const hashCode = (target: string, code: string) => sha256Hex(`${target}:${code}`)

/** Creates a fresh code (expiring older ones) and returns it for delivery; only its hash is kept. */
export async function issueOtp(
  db: Tx,
  input: { purpose: OtpPurpose; target: string; ip: string },
  now: Date,
): Promise<string> {
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0')
  await db.transaction(async (tx) => {
    await repo.lockOtpTarget(tx, input.target, input.purpose)
    await repo.expireOtps(tx, input.target, input.purpose, now)
    await repo.insertOtp(tx, {
      purpose: input.purpose,
      target: input.target,
      codeHash: hashCode(input.target, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      ip: input.ip,
      createdAt: now,
    })
  })
  return code
}

export type OtpCheck = { ok: false } | { ok: true; id: number; verified: boolean }

/**
 * Checks a guess against the live code. Must run inside a transaction that then commits even
 * when the guess is wrong (the counted attempt has to stick): return the outcome, throw after.
 * A code is dead once expired, consumed or guessed wrong OTP_MAX_ATTEMPTS times, even for the
 * right code.
 */
export async function checkOtp(
  tx: Tx,
  input: { purpose: OtpPurpose; target: string; code: string },
  now: Date,
): Promise<OtpCheck> {
  const row = await repo.lockLatestOtp(tx, input.target, input.purpose)
  if (!row || row.expiresAt <= now || row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false }
  if (!sameHex(row.codeHash, hashCode(input.target, input.code))) {
    await repo.updateOtp(tx, row.id, { attempts: row.attempts + 1 })
    return { ok: false }
  }
  return { ok: true, id: row.id, verified: row.verifiedAt !== null }
}
