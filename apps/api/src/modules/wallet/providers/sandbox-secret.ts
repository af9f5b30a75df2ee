import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Db } from '../../../db/client'
import { sharedSecret } from '../../../db/secrets'

/** The sandbox's signing secret's name in app_secrets. */
export const SANDBOX_SECRET_NAME = 'sandbox_signing_secret'

/** Bytes of a new sandbox secret (hex-encoded: 64 characters, as Razorpay's key secrets are long). */
const SECRET_BYTES = 32

/** The secret an older install kept in DATA_DIR/sandbox-secret, if there is one. */
async function fileSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
}

/**
 * The sandbox's signing secret, the same on every instance: kept in the database (app_secrets),
 * made the first time a signature is needed (decision 053). An install from before kept it in
 * `legacyFile` (DATA_DIR/sandbox-secret); that one is adopted, so confirmations it signed still
 * verify. Read once per process.
 */
export function sandboxSecret(db: Db, legacyFile: string): () => Promise<string> {
  let secret: Promise<string> | undefined
  const candidate = async () =>
    (await fileSecret(legacyFile)) ?? randomBytes(SECRET_BYTES).toString('hex')
  return () => {
    secret ??= sharedSecret(db, SANDBOX_SECRET_NAME, candidate).catch((err: unknown) => {
      secret = undefined
      throw err
    })
    return secret
  }
}
