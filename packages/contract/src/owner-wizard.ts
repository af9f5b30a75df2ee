import {
  ADDRESS_MAX_LENGTH,
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  ATTACHMENT_NAME_MAX_LENGTH,
  ATTACHMENT_ORDER_MAX,
  DOCKS_MAX,
  FLOOR_LOAD_MAX,
  HIGHWAY_KM_MAX,
  POWER_KVA_MAX,
  PRICE_MAX_RUPEES,
  PROPERTY_DESCRIPTION_MAX_LENGTH,
  PROPERTY_NAME_MAX_LENGTH,
} from './limits'
import { z } from 'zod'
import { idSchema, optionalIdSchema } from './input'
import { PinCodeSchema } from './geo'
import { PROPERTY_TYPES, PURCHASE_TYPES, RECURING_TYPES } from './listing'
import { OWNER_TEXTS as T } from './owner-texts'
import {
  blank,
  boundedText,
  dimension,
  flag,
  methodOverride,
  number,
  oneOf,
  optionalOneOf,
  phone,
  requiredId,
  requiredNumber,
  requiredText,
  text,
  toNumber,
} from './owner-fields'
import { FLOORINGS } from './search-texts'

/* The wizard's steps (1 property, 2 price, 3 attachments, 4 address) and the edit modal's forms. */

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
