import { sql } from 'drizzle-orm'
import { queryRows, type Db, type Tx } from './client'

/**
 * Runs `job` in a transaction holding a PostgreSQL advisory lock named `name`, if no other
 * instance holds it; otherwise skips it and answers `{ ran: false }`. The lock ends with the
 * transaction, so a crashed instance never keeps it. For timers that must run once across all
 * API instances (housekeeping now; payment reconciliation and alerts later).
 */
export async function runExclusively<T>(
  db: Db,
  name: string,
  job: (tx: Tx) => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`,
    )
    if (!row?.locked) return { ran: false as const }
    return { ran: true as const, result: await job(tx) }
  })
}
