import type { Tx } from '../db/client'
import {
  insertAddress,
  insertAttachments,
  insertPrice,
  insertProperty,
  type NewAddress,
  type NewPrice,
  type NewProperty,
} from '../modules/owner'

export interface ListingInput {
  userId: number
  name: string
  description?: string | null
  type: number
  length?: number | null
  width?: number | null
  height?: number | null
  image?: string | null
  createdAt?: Date
  hiddenAt?: Date | null
  /** Warehouse specifications (issue 15); height above is the clear height. */
  docks?: number | null
  floorLoad?: number | null
  powerKva?: number | null
  flooring?: NewProperty['flooring']
  fireNoc?: boolean | null
  security24x7?: boolean | null
  highwayKm?: number | null
  fireNocFile?: string | null
  /** When an admin verified the specifications (null: not verified). */
  verifiedAt?: Date | null
  /** Omit a part to leave the listing incomplete at that step. */
  price?: NewPrice
  attachments?: { imgUrl: string; name: string; attachmentType?: string; sizeBytes?: number }[]
  address?: NewAddress
}

/**
 * Writes a property with whichever parts are given, through the owner repository's steps in the
 * wizard's order. For demo data and tests.
 */
export async function writeListing(db: Tx, input: ListingInput) {
  const { price, attachments = [], address, ...property } = input
  const propertyId = await insertProperty(db, property)
  if (price) await insertPrice(db, propertyId, price)
  await insertAttachments(
    db,
    propertyId,
    attachments.map((a, i) => ({
      imgUrl: a.imgUrl,
      name: a.name,
      orderNumber: i + 1,
      attachmentType: a.attachmentType ?? 'image/jpeg',
      sizeBytes: a.sizeBytes ?? 0,
    })),
  )
  if (address) await insertAddress(db, propertyId, address)
  return propertyId
}
