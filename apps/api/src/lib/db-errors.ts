/** What PostgreSQL says of a refused statement, as the driver gives it. */
interface DatabaseError {
  code: string
  column?: string
  constraint?: string
}

/**
 * The PostgreSQL error with SQLSTATE `code` behind `error`, however the driver wraps it (drizzle
 * puts the driver's error in `cause`).
 */
export function databaseError(error: unknown, code: string): DatabaseError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && e.code === code) return e as DatabaseError
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined
  }
  return undefined
}

/** True when a unique index refused the write (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) => databaseError(error, '23505') !== undefined

/** True when a foreign key refused the write (PostgreSQL 23503). */
export const isForeignKeyViolation = (error: unknown) => databaseError(error, '23503') !== undefined
