import type { Tx } from '../client'
import { attachments, properties, propertyAddresses, propertyPrices } from '../schema/index'

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
  /** Omit a part to leave the listing incomplete at that step. */
  price?: {
    price: number
    purchaseType: number
    recuringType?: number | null
    securityDeposit?: number | null
  }
  attachments?: { imgUrl: string; name: string; attachmentType?: string; sizeBytes?: number }[]
  address?: {
    address: string
    pinCode: string
    phoneNumber?: string | null
    latitude?: number | null
    longitude?: number | null
    stateId: number
    districtId: number
    cityId: number
  }
}

/**
 * Writes a property with whichever parts are given, as the owner wizard's steps would; the
 * database derives its completion level and browse columns. For seeds and tests.
 */
export async function insertListing(db: Tx, input: ListingInput) {
  const [row] = await db
    .insert(properties)
    .values({
      userId: input.userId,
      name: input.name,
      description: input.description ?? null,
      type: input.type,
      length: input.length ?? null,
      width: input.width ?? null,
      height: input.height ?? null,
      image: input.image ?? null,
      createdAt: input.createdAt,
      hiddenAt: input.hiddenAt ?? null,
    })
    .returning({ id: properties.id })
  const propertyId = row!.id
  if (input.price) await db.insert(propertyPrices).values({ propertyId, ...input.price })
  if (input.attachments?.length) {
    await db.insert(attachments).values(
      input.attachments.map((a, i) => ({
        propertyId,
        imgUrl: a.imgUrl,
        name: a.name,
        orderNumber: i + 1,
        attachmentType: a.attachmentType ?? 'image/jpeg',
        sizeBytes: a.sizeBytes ?? 0,
      })),
    )
  }
  if (input.address) await db.insert(propertyAddresses).values({ propertyId, ...input.address })
  return propertyId
}
