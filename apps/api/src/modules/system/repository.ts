import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'

/** One round trip: throws when the database does not answer. */
export async function pingDatabase(db: Tx) {
  await db.execute(sql`select 1`)
}
