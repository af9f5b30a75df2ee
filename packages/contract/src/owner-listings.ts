import { z } from 'zod'
import { ok, paged } from './envelope'
import { idSchema } from './input'
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants'
import { AttachmentSchema, PriceSchema, WarehouseSpecsSchema } from './listing'
import { LISTING_STATUSES, OWNER_SETTABLE_STATUSES } from './owner-texts'
import { blank } from './owner-fields'

/* My Properties and the owner's answers: ids, pages, leads, market status, the stored shapes. */

export const PropertyIdParamsSchema = z.object({ id: idSchema('Property id') })
export const AttachmentIdParamsSchema = z.object({ id: idSchema('Attachment id') })
export const PriceIdParamsSchema = z.object({ id: idSchema('Price id') })
export const AddressIdParamsSchema = z.object({ id: idSchema('Address id') })
export const PropertyIdsQuerySchema = z.object({ property_id: idSchema('Property id') })

const pageFields = {
  offset: z.preprocess(
    blank,
    z.coerce
      .number()
      .int('Offset must be a whole number')
      .min(0, 'Offset must be 0 or more')
      .max(100_000, 'Offset must be at most 100000')
      .default(0),
  ),
  limit: z.preprocess(
    blank,
    z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(PAGE_SIZE),
  ),
}
export const PageQuerySchema = z.object(pageFields)
export type PageQuery = z.infer<typeof PageQuerySchema>

/** GET address-get-all-paginated. */
export const AddressListQuerySchema = z.object({
  property_id: idSchema('Property id'),
  per_page: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(1)),
})
export type AddressListQuery = z.infer<typeof AddressListQuerySchema>

/** GET property-leads. */
export const LeadsQuerySchema = z.object({ property_id: idSchema('Property id'), ...pageFields })
export type LeadsQuery = z.infer<typeof LeadsQuerySchema>

/** POST property-status. */
export const PropertyStatusBodySchema = z.object({
  property_id: idSchema('Property id'),
  status: z.enum(OWNER_SETTABLE_STATUSES, { error: 'Status must be published or let' }),
})
export type PropertyStatusBody = z.infer<typeof PropertyStatusBodySchema>

const id = z.number().int()
const named = z.object({ name: z.string() })

/** A stored address with everything (the owner's and admins' view). */
export const OwnerAddressSchema = z.object({
  id,
  property_id: id,
  address: z.string(),
  pin_code: z.string(),
  phone_number: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  state_id: id,
  district_id: id,
  city_id: id,
  state: named,
  district: named,
  city: named,
})
export type OwnerAddress = z.infer<typeof OwnerAddressSchema>

export const ListingStatusSchema = z.enum(LISTING_STATUSES)

/** GET agents-properties-FullDetails: `property_details` (the spec reads it outside `data`). */
export const FullDetailsSchema = z.object({
  id,
  user_id: id,
  name: z.string(),
  description: z.string().nullable(),
  type: z.number().int(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  ...WarehouseSpecsSchema.shape,
  /** An admin checked the documents behind the specifications. */
  verified: z.boolean(),
  /** Storage path of the fire NOC certificate (a PDF downloads; a picture shows), or null. */
  fire_noc_file: z.string().nullable(),
  image: z.string().nullable(),
  completion_level: z.number().int(),
  status: ListingStatusSchema,
  /** Why the moderators hid it, when they did (shown as 'Hidden by the moderators: {reason}'). */
  hidden_reason: z.string().nullable().optional(),
  /** As on the owner's list: distinct people per day who opened it, and who unlocked it. */
  views: z.number().int(),
  unlocks: z.number().int(),
  created_at: z.string(),
  attachments: z.array(AttachmentSchema),
  /** The price record (one per property), or null before step 2. */
  price: PriceSchema.nullable(),
  prices: z.array(PriceSchema),
  user: z.object({ user_name: z.string() }),
  address: OwnerAddressSchema.nullable(),
})
export type FullDetails = z.infer<typeof FullDetailsSchema>
export const FullDetailsResponseSchema = z.object({
  success: z.literal(true),
  property_details: FullDetailsSchema,
})

/** GET created-properties item. */
export const CreatedPropertySchema = z.object({
  id,
  name: z.string(),
  image: z.string().nullable(),
  prices: z.array(PriceSchema),
  created_at: z.string(),
  completion_level: z.number().int(),
  status: ListingStatusSchema,
  /** Why the moderators hid it, when they did (shown as 'Hidden by the moderators: {reason}'). */
  hidden_reason: z.string().nullable().optional(),
  /** Distinct seekers per day who opened it. */
  views: z.number().int(),
  unlocks: z.number().int(),
  /** Reports on it still waiting for an answer or a decision. */
  open_reports: z.number().int().optional(),
})
export type CreatedProperty = z.infer<typeof CreatedPropertySchema>
export const CreatedPropertiesResponseSchema = paged(CreatedPropertySchema)

/** GET property-leads item: who unlocked the owner's contact details. */
export const LeadSchema = z.object({
  user_name: z.string(),
  phone_number: z.string(),
  email: z.string().nullable(),
  unlocked_at: z.string(),
})
export type Lead = z.infer<typeof LeadSchema>
export const LeadsResponseSchema = paged(LeadSchema)

export const CreatedIdResponseSchema = ok(z.object({ id, name: z.string() }))
export const PriceResponseSchema = ok(PriceSchema)
export const AddressResponseSchema = ok(OwnerAddressSchema)
export const AttachmentResponseSchema = ok(AttachmentSchema)
export const AttachmentsResponseSchema = ok(z.array(AttachmentSchema))
export const AddressListResponseSchema = paged(OwnerAddressSchema)
export const PropertyStatusResponseSchema = ok(z.object({ status: ListingStatusSchema }))
