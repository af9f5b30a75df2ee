import type { Tx } from '../../db/client'
import { newsletterSubscriptions } from '../../db/schema/index'

/** One row per address (a unique column): a repeat sign-up changes nothing. */
export async function addNewsletterSubscription(db: Tx, email: string) {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing()
}
