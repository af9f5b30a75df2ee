import { createHmac } from 'node:crypto'
import { sameHex } from '../../../lib/crypto'

const HEX_SHA256 = /^[0-9a-f]{64}$/i

/** HMAC-SHA256 in hex, as Razorpay signs. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Razorpay's checkout signature: HMAC-SHA256 hex of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`)
}

/** Compares a received signature with the expected one in constant time (timingSafeEqual). */
export function signatureMatches(expected: string, received: string): boolean {
  return HEX_SHA256.test(received) && sameHex(expected, received.toLowerCase())
}
