import { eq } from 'drizzle-orm'
import type { Db } from './client'
import { appSecrets } from './schema/index'

async function stored(db: Db, name: string) {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name))
  return row?.value
}

/**
 * The secret named `name` that every instance shares: the stored one, or else `candidate()`
 * stored. Instances that race both insert; one insert wins, and both read back the winner.
 */
export async function sharedSecret(
  db: Db,
  name: string,
  candidate: () => Promise<string>,
): Promise<string> {
  const existing = await stored(db, name)
  if (existing !== undefined) return existing
  await db
    .insert(appSecrets)
    .values({ name, value: await candidate() })
    .onConflictDoNothing()
  const value = await stored(db, name)
  if (value === undefined) throw new Error(`The shared secret ${name} could not be stored`)
  return value
}
