/* Limits of the HTTP server: fixed, not settings. */

/** A client must have sent all its request headers within this time (slowloris). */
export const HEADERS_TIMEOUT_MS = 10_000
/** The largest request head we read; more is a 431. Node's default, named. */
export const MAX_HEADER_BYTES = 16 * 1024
/** The largest JSON or form body: Fastify's default, named. */
export const BODY_LIMIT_BYTES = 1_048_576
/**
 * The slowest body upload we wait for: 16 KiB/s, which even a poor 2G link sustains. A request
 * must arrive whole within its headers' time plus its size limit at this rate (see
 * `requestTimeoutFor`), so a client trickling a body cannot hold a connection for long.
 */
export const MIN_BODY_BYTES_PER_SECOND = 16 * 1024
/**
 * Idle keep-alive connections close after this. Longer than the 60 s idle timeout of common load
 * balancers (AWS ALB, nginx), so the balancer, not us, closes a shared connection first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000

/**
 * The slowest file upload we wait for: 128 KiB/s, about 1 Mbit/s, what a weak mobile uplink
 * sustains. A 100 MB upload may take 13.5 minutes at most (headers included); ordinary requests
 * keep their own short deadline (lib/body-deadline.ts).
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 128 * 1024

/** The time a whole request may take: its headers' time plus its body limit at the slowest rate. */
export function requestTimeoutFor(
  bodyLimitBytes: number,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
  bytesPerSecond = MIN_BODY_BYTES_PER_SECOND,
) {
  return headersTimeoutMs + Math.ceil((bodyLimitBytes / bytesPerSecond) * 1000)
}
