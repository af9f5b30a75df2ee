import {
  ADDRESS_MAX_LENGTH,
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  ATTACHMENT_NAME_MAX_LENGTH,
  ATTACHMENT_ORDER_MAX,
  DIMENSION_MAX_FEET,
  DOCKS_MAX,
  FLOOR_LOAD_MAX,
  HIGHWAY_KM_MAX,
  POWER_KVA_MAX,
  PRICE_MAX_RUPEES,
  PROPERTY_DESCRIPTION_MAX_LENGTH,
  PROPERTY_NAME_MAX_LENGTH,
} from './limits'
import { formatCount } from './numbers'
import { z } from 'zod'
import { ok, paged } from './envelope'
import {
  ID_MAX,
  ID_MIN,
  idMessage,
  idSchema,
  multiLine,
  oneLine,
  optionalIdSchema,
  PHONE_LENGTH,
  tooLongMessage,
} from './input'
import { PAGE_SIZE, MAX_PAGE_SIZE } from './constants'
import { PinCodeSchema } from './geo'
import {
  AttachmentSchema,
  WarehouseSpecsSchema,
  PriceSchema,
  PROPERTY_TYPES,
  PURCHASE_TYPES,
  RECURING_TYPES,
} from './listing'
import { LISTING_STATUSES, OWNER_SETTABLE_STATUSES, OWNER_TEXTS as T } from './owner-texts'
import { FLOORINGS } from './search-texts'

export * from './owner-texts'

/**
 * The owner calls (spec 001 section 7, API.md "Owners"). Bodies arrive as JSON or as multipart
 * form fields (strings), so every number here also accepts its digits as a string, and an empty
 * field means "not given" (the spec's edit form does not send empty values).
 */

const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v)
const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/
const toNumber = (v: unknown) => (typeof v === 'string' && NUMBER.test(v) ? Number(v) : v)

type Lines = 'one' | 'many'

/**
 * Bounded text on one line (a title, a name) or several (a description, an address: its form
 * field is a street-address textarea). Neither takes controls or invisible formatting (decision
 * 036), NUL included: PostgreSQL text cannot hold one, and no form has a reason to send one.
 */
const boundedText = (max: number, label: string, lines: Lines) => {
  const s = z.string().trim().max(max, tooLongMessage(label, max))
  return lines === 'one' ? oneLine(s) : multiLine(s)
}

/** Optional text of several lines: left out or empty means not given. */
function text(max: number, label: string) {
  return z.preprocess(blank, boundedText(max, label, 'many').optional())
}

/** Required text, with the spec's message when it is missing or blank. */
function requiredText(max: number, label: string, required: string, lines: Lines) {
  return z.preprocess(
    blank,
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .pipe(boundedText(max, label, lines)),
  )
}

interface NumberOptions {
  min: number
  max: number
  label: string
  int?: boolean
  /** The message when it is missing (required numbers only). */
  required?: string
}

function numberSchema(opts: NumberOptions) {
  const minMessage = opts.min === 1 ? T.dimensionMin : T.notNegative
  let n = z
    .number({
      error: (i) => (i.input === undefined ? opts.required : `${opts.label} must be a number`),
    })
    .min(opts.min, minMessage)
    .max(opts.max, `${opts.label} must be at most ${formatCount(opts.max)}`)
  if (opts.int) n = n.int(`${opts.label} must be a whole number`)
  return n
}

const asNumber = (v: unknown) => toNumber(blank(v))
const number = (opts: NumberOptions) => z.preprocess(asNumber, numberSchema(opts).optional())
const requiredNumber = (opts: NumberOptions & { required: string }) =>
  z.preprocess(asNumber, numberSchema(opts))

function memberSchema(values: readonly number[], message: string) {
  return z
    .number({ error: message })
    .int(message)
    .refine((v) => values.includes(v), message)
}
/** One of the named values, required. */
const oneOf = (values: readonly number[], message: string) =>
  z.preprocess(asNumber, memberSchema(values, message))
const optionalOneOf = (values: readonly number[], message: string) =>
  z.preprocess(asNumber, memberSchema(values, message).optional())

const dimension = (label: string, min: number) => number({ min, max: DIMENSION_MAX_FEET, label })

/** yes/no as a form sends it ('true', 'false', '1', '0', 'yes', 'no'); empty means not given. */
const YES = ['true', '1', 'yes', 'on']
const NO = ['false', '0', 'no', 'off']
const flag = (label: string) =>
  z.preprocess(
    (v) => {
      const b = blank(v)
      if (typeof b !== 'string') return b
      const t = b.trim().toLowerCase()
      return YES.includes(t) ? true : NO.includes(t) ? false : b
    },
    z.boolean({ error: `${label} must be yes or no` }).optional(),
  )

/**
 * The warehouse specifications (issue 15): all optional, in the wizard's step 1 and the edit
 * modal's Specifications section. Left out or empty keeps the stored value on an update.
 */
const specFields = {
  docks: number({ min: 0, max: DOCKS_MAX, label: 'Docks', int: true }),
  floor_load: number({ min: 0, max: FLOOR_LOAD_MAX, label: 'Floor load' }),
  power_kva: number({ min: 0, max: POWER_KVA_MAX, label: 'Power', int: true }),
  flooring: z.preprocess(
    blank,
    z.enum(FLOORINGS, { error: 'Flooring must be FM2, VDF, Tremix or Other' }).optional(),
  ),
  fire_noc: flag('Fire NOC'),
  security_24x7: flag('24×7 security'),
  highway_km: number({ min: 0, max: HIGHWAY_KM_MAX, label: 'Distance to national highway' }),
}

/** `_method=PUT` rides along in the spec's forms; it changes nothing here. */
const methodOverride = { _method: z.unknown().optional() }

/** POST properties-create-byagent (multipart; the file is `image`): step 1. */
export const CreatePropertyBodySchema = z.object({
  name: requiredText(PROPERTY_NAME_MAX_LENGTH, 'Property title', T.titleRequired, 'one'),
  type: oneOf(PROPERTY_TYPES, T.typeRequired),
  length: dimension('Length', 1),
  width: dimension('Width', 1),
  height: dimension('Height', 1),
  description: text(PROPERTY_DESCRIPTION_MAX_LENGTH, 'Description'),
  ...specFields,
  /** The spec's client sends it; the token decides whose property it is. */
  user_id: z.unknown().optional(),
})
export type CreatePropertyBody = z.infer<typeof CreatePropertyBodySchema>

/**
 * POST/PUT properties/{id} (multipart; optional file `image` replaces the cover): the wizard's
 * step 1 again, or the edit modal's basic information and specifications (minimum 0 there).
 * A field left out (or empty: the forms do not send empty values) keeps its stored value.
 */
export const UpdatePropertyBodySchema = z.object({
  name: z.preprocess(
    blank,
    z
      .string({ error: T.titleRequired })
      .trim()
      .min(1, T.titleRequired)
      .pipe(boundedText(PROPERTY_NAME_MAX_LENGTH, 'Property title', 'one'))
      .optional(),
  ),
  type: optionalOneOf(PROPERTY_TYPES, T.typeRequired),
  length: dimension('Length', 0),
  width: dimension('Width', 0),
  height: dimension('Height', 0),
  description: text(PROPERTY_DESCRIPTION_MAX_LENGTH, 'Description'),
  ...specFields,
  user_id: z.unknown().optional(),
  ...methodOverride,
})
export type UpdatePropertyBody = z.infer<typeof UpdatePropertyBodySchema>

const priceFields = {
  price: requiredNumber({
    min: 0,
    max: PRICE_MAX_RUPEES,
    label: 'Price',
    int: true,
    required: T.priceRequired,
  }),
  purchase_type: oneOf(PURCHASE_TYPES, T.purchaseTypeRequired),
  recuring_type: optionalOneOf(RECURING_TYPES, 'Recurring type must be one of the seven listed'),
  security_deposit: number({ min: 0, max: PRICE_MAX_RUPEES, label: 'Security deposit', int: true }),
}

/** POST propertyprice: step 2. */
export const CreatePriceBodySchema = z.object({
  property_id: idSchema('Property id'),
  ...priceFields,
})
export type CreatePriceBody = z.infer<typeof CreatePriceBodySchema>

/** POST/PUT propertypriceupdate/{priceId} (JSON from the wizard, multipart from the edit modal). */
export const UpdatePriceBodySchema = z.object({
  property_id: optionalIdSchema('Property id'),
  ...priceFields,
  ...methodOverride,
})
export type UpdatePriceBody = z.infer<typeof UpdatePriceBodySchema>

const PHONE_MESSAGE = `Phone number must be ${PHONE_LENGTH} digits`
const phone = (required: boolean) => {
  const s = z
    .string({ error: T.phoneRequired })
    .trim()
    .regex(/^[0-9]{10}$/, PHONE_MESSAGE)
  return z.preprocess(blank, required ? s : s.optional())
}
/** A required id whose absence has its own message ('Please select a state.'). */
function requiredId(label: string, required: string) {
  const message = idMessage(label)
  return z.preprocess(
    (v) => toNumber(blank(v)),
    z
      .number({ error: (i) => (i.input === undefined ? required : message) })
      .int(message)
      .min(ID_MIN, message)
      .max(ID_MAX, message),
  )
}

const addressFields = {
  state_id: requiredId('State', T.stateRequired),
  district_id: requiredId('District', T.districtRequired),
  city_id: requiredId('City', T.cityRequired),
  pin_code: z.preprocess(blank, z.string({ error: T.pinRequired }).trim().pipe(PinCodeSchema)),
  address: requiredText(ADDRESS_MAX_LENGTH, 'Address', T.addressRequired, 'many'),
  latitude: number({ min: -90, max: 90, label: 'Latitude' }),
  longitude: number({ min: -180, max: 180, label: 'Longitude' }),
}

/** POST address: step 4 (phone optional here). Latitude and longitude default to the PIN's. */
export const CreateAddressBodySchema = z.object({
  property_id: idSchema('Property id'),
  ...addressFields,
  phone_number: phone(false),
})
export type CreateAddressBody = z.infer<typeof CreateAddressBodySchema>

/** PUT address/{addressId}: the edit modal (phone required there) and the wizard's step 4 again. */
export const UpdateAddressBodySchema = z.object({
  property_id: optionalIdSchema('Property id'),
  ...addressFields,
  phone_number: phone(false),
  ...methodOverride,
})
export type UpdateAddressBody = z.infer<typeof UpdateAddressBodySchema>

/** POST propertyAttachment (multipart, one file `img_url` per call): step 3. */
export const CreateAttachmentBodySchema = z.object({
  property_id: idSchema('Property id'),
  name: requiredText(ATTACHMENT_NAME_MAX_LENGTH, 'Name', T.attachmentNameRequired, 'one'),
  order_number: z.preprocess(
    (v) => toNumber(blank(v)),
    z
      .number({ error: T.attachmentOrderMin })
      .int(T.attachmentOrderMin)
      .min(1, T.attachmentOrderMin)
      .max(ATTACHMENT_ORDER_MAX, `Order must be at most ${ATTACHMENT_ORDER_MAX}`)
      .default(1),
  ),
  description: text(ATTACHMENT_DESCRIPTION_MAX_LENGTH, 'Description'),
  /** The client's idea of the type; the server decides from the content. */
  attachment_type: z.unknown().optional(),
})
export type CreateAttachmentBody = z.infer<typeof CreateAttachmentBodySchema>

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
