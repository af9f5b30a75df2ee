import { attachments, properties, propertyAddresses, propertyPrices } from '../../db/schema/index'
import type { Tx } from '../../db/client'

/**
 * Listing writes, one per wizard step (spec 001 section 4). The database derives each property's
 * completion level and browse columns from these rows (the property_listing triggers), so a writer never sets
 * them.
 */

export type NewProperty = typeof properties.$inferInsert
export type NewPrice = Omit<typeof propertyPrices.$inferInsert, 'propertyId'>
export type NewAttachment = Omit<typeof attachments.$inferInsert, 'propertyId'>
export type NewAddress = Omit<typeof propertyAddresses.$inferInsert, 'propertyId'>

/** Step 1: the property itself. */
export async function insertProperty(db: Tx, values: NewProperty) {
  const [row] = await db.insert(properties).values(values).returning({ id: properties.id })
  return row!.id
}

/** Step 2: its price. */
export async function insertPrice(db: Tx, propertyId: number, values: NewPrice) {
  const [row] = await db
    .insert(propertyPrices)
    .values({ ...values, propertyId })
    .returning({ id: propertyPrices.id })
  return row!.id
}

/** Step 3: its attachments, in the given order. */
export async function insertAttachments(db: Tx, propertyId: number, files: NewAttachment[]) {
  if (files.length === 0) return []
  const rows = await db
    .insert(attachments)
    .values(files.map((file) => ({ ...file, propertyId })))
    .returning({ id: attachments.id })
  return rows.map((r) => r.id)
}

/** Step 4: its address. */
export async function insertAddress(db: Tx, propertyId: number, values: NewAddress) {
  const [row] = await db
    .insert(propertyAddresses)
    .values({ ...values, propertyId })
    .returning({ id: propertyAddresses.id })
  return row!.id
}
