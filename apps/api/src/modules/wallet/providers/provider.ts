import type { Config } from '../../../config'
import type { Db } from '../../../db/client'
import type { Clock } from '../../../lib/clock'
import { SANDBOX_KEY_ID } from '../policy'
import { razorpayProvider, type RazorpayProvider } from './razorpay'
import { sandboxProvider, type SandboxProvider } from './sandbox'
import { sandboxSecret } from './sandbox-secret'

export type AnyPaymentProvider = RazorpayProvider | SandboxProvider

/** The configured provider (PAYMENTS): Razorpay through its SDK, or the built-in sandbox. */
export function createPaymentProvider(
  settings: Config['payments'],
  db: Db,
  clock: Clock,
): AnyPaymentProvider {
  const { keyId, keySecret, webhookSecret, apiUrl } = settings.razorpay
  if (settings.provider === 'razorpay') {
    // config/ refuses to start without them; checked again for the type.
    if (!keyId || !keySecret || !webhookSecret) throw new Error('Razorpay keys are not set')
    return razorpayProvider({ keyId, keySecret, webhookSecret, apiUrl })
  }
  const ownSecret = sandboxSecret(db, settings.sandboxSecretFile)
  const secret = keySecret ? async () => keySecret : ownSecret
  return sandboxProvider(db, clock, {
    keyId: keyId ?? SANDBOX_KEY_ID,
    secret,
    webhookSecret: webhookSecret ? async () => webhookSecret : secret,
  })
}
