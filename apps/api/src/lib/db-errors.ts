/** True when a unique index refused the write (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && e.code === '23505') return true
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined
  }
  return false
}
