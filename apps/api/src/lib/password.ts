import type * as Argon2 from '@node-rs/argon2'
import type { Algorithm, Options } from '@node-rs/argon2'

/**
 * The native Argon2 addon, loaded on the first password hashed or checked: a server that has
 * not yet seen a login keeps its 2-3 MB out of its start-up RSS.
 */
let argon2: Promise<typeof Argon2> | undefined
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'))

/**
 * OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane. `Algorithm` is an ambient const enum,
 * which isolatedModules cannot read, so Argon2id is spelled as its value (2).
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2()
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2()
  try {
    return await verify(passwordHash, password)
  } catch {
    // A malformed stored hash is a failed login, never a 500 that tells the caller something.
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the same time as checking a real password, so that an unknown account cannot be told
 * apart from a wrong password by how long the answer takes.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-account-password')
  await verifyPassword(await dummyHash, password)
  return false
}
