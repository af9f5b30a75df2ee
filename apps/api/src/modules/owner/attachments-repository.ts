import type { Attachment } from '@app/contract/listing'
import { and, asc, count, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { attachments, properties } from '../../db/schema/index'

/** Attachment rows (spec 001 step 3); the files themselves are in storage. */

const columns = {
  id: attachments.id,
  propertyId: attachments.propertyId,
  imgUrl: attachments.imgUrl,
  name: attachments.name,
  orderNumber: attachments.orderNumber,
  description: attachments.description,
  attachmentType: attachments.attachmentType,
  sizeBytes: attachments.sizeBytes,
}
export type AttachmentRow = {
  id: number
  propertyId: number
  imgUrl: string
  name: string
  orderNumber: number
  description: string | null
  attachmentType: string
  sizeBytes: number
}

/** The row in the answer's shape (the spec's names). */
export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    img_url: row.imgUrl,
    name: row.name,
    order_number: row.orderNumber,
    description: row.description,
    attachment_type: row.attachmentType,
    size_bytes: row.sizeBytes,
  }
}

export async function attachmentById(db: Tx, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db.select(columns).from(attachments).where(eq(attachments.id, id))
  return row
}

/** In the listing's order (then oldest first). */
export async function attachmentsOf(db: Tx, propertyId: number): Promise<AttachmentRow[]> {
  return db
    .select(columns)
    .from(attachments)
    .where(eq(attachments.propertyId, propertyId))
    .orderBy(asc(attachments.orderNumber), asc(attachments.id))
}

export async function countAttachments(db: Tx, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attachments)
    .where(eq(attachments.propertyId, propertyId))
  return row?.n ?? 0
}

/** The completion level the database keeps for the property (4 = complete). */
export async function completionLevelOf(db: Tx, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ level: properties.completionLevel })
    .from(properties)
    .where(eq(properties.id, propertyId))
  return row?.level ?? 0
}

export async function insertAttachment(
  db: Tx,
  values: Omit<AttachmentRow, 'id'>,
): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning(columns)
  return row!
}

/** Points the row at a new stored file. */
export async function replaceAttachmentFile(
  db: Tx,
  id: number,
  file: Pick<AttachmentRow, 'imgUrl' | 'attachmentType' | 'sizeBytes'>,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .update(attachments)
    .set(file)
    .where(eq(attachments.id, id))
    .returning(columns)
  return row
}

export async function deleteAttachmentRow(db: Tx, id: number, propertyId: number) {
  await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.propertyId, propertyId)))
}
