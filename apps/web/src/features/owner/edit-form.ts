import { formatCount } from '@app/contract/numbers'
import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { PIN_CODE_MESSAGE } from '@app/contract/geo'
import {
  ADDRESS_MAX_LENGTH,
  ATTACHMENT_NAME_MAX_LENGTH,
  DIMENSION_MAX_FEET,
  PRICE_MAX_RUPEES,
  PROPERTY_DESCRIPTION_MAX_LENGTH,
  PROPERTY_NAME_MAX_LENGTH,
  tooLongMessage,
} from '@app/contract/limits'
import { isMultiLine, isOneLine, TEXT_MESSAGES } from '@app/contract/text'
import { PROPERTY_TYPES, PURCHASE_TYPES, RECURING_TYPES } from '@app/contract/listing-texts'
import type { FullDetails } from '@app/contract/owner'
import { OWNER_TEXTS as T } from '@app/contract/owner-texts'
import { ApiError } from '../../lib/api-client'
import type { AddressFields } from './api/create-address'
import type { PriceFields } from './api/create-price'
import type { PropertyFields } from './api/create-property'
import { MANAGE_UI } from './manage-texts'
import {
  SPEC_FIELDS,
  specFields,
  specProblems,
  specValuesFrom,
  type SpecField,
  type SpecValues,
} from './spec-values'

/**
 * The edit modal's form (spec 001 sections 2, 4, 5 and 8), free of React: its values as the
 * inputs hold them (text), which sections changed against the loaded listing, the checks, the
 * bodies each section sends, and the one message that reports a save.
 */
export interface EditValues extends SpecValues {
  name: string
  type: string
  description: string
  length: string
  width: string
  height: string
  purchase_type: string
  price: string
  recuring_type: string
  security_deposit: string
  state_id: string
  district_id: string
  city_id: string
  pin_code: string
  address: string
  phone_number: string
}
export type EditField = keyof EditValues

/** The parts a save can send; basic information includes the specifications. */
export type EditSection = 'basic' | 'pricing' | 'address' | 'image'
export const EDIT_SECTIONS: readonly EditSection[] = ['basic', 'pricing', 'address', 'image']

export const SECTION_FIELDS: Record<Exclude<EditSection, 'image'>, readonly EditField[]> = {
  basic: ['name', 'type', 'description', 'length', 'width', 'height', ...SPEC_FIELDS],
  pricing: ['purchase_type', 'price', 'recuring_type', 'security_deposit'],
  address: ['state_id', 'district_id', 'city_id', 'pin_code', 'address', 'phone_number'],
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** The form as the listing stands. */
export function valuesFrom(details: FullDetails): EditValues {
  const { price, address } = details
  return {
    name: details.name,
    type: text(details.type),
    description: text(details.description),
    length: text(details.length),
    width: text(details.width),
    height: text(details.height),
    ...specValuesFrom(details),
    purchase_type: text(price?.purchase_type),
    price: text(price?.price),
    recuring_type: text(price?.recuring_type),
    security_deposit: text(price?.security_deposit),
    state_id: text(address?.state_id),
    district_id: text(address?.district_id),
    city_id: text(address?.city_id),
    pin_code: text(address?.pin_code),
    address: text(address?.address),
    phone_number: text(address?.phone_number),
  }
}

const same = (a: string, b: string) => a.trim() === b.trim()

/**
 * The sections whose values differ from the loaded ones (a new image is its own section; a new
 * fire NOC certificate goes with the basic information and specifications).
 */
export function changedSections(
  initial: EditValues,
  current: EditValues,
  hasNewImage: boolean,
  hasNewCertificate = false,
): EditSection[] {
  const changed: EditSection[] = []
  for (const section of ['basic', 'pricing', 'address'] as const)
    if (
      SECTION_FIELDS[section].some((f) => !same(initial[f], current[f])) ||
      (section === 'basic' && hasNewCertificate)
    )
      changed.push(section)
  if (hasNewImage) changed.push('image')
  return changed
}

/**
 * Spec 001 section 4: a new state clears district and city, unless it is the listing's own
 * state again, which brings back its own district and city.
 */
export function withState(values: EditValues, stateId: string, initial: EditValues): EditValues {
  const original = stateId !== '' && stateId === initial.state_id
  return {
    ...values,
    state_id: stateId,
    district_id: original ? initial.district_id : '',
    city_id: original ? initial.city_id : '',
  }
}

/** A new district clears the city. */
export const withDistrict = (values: EditValues, districtId: string): EditValues => ({
  ...values,
  district_id: districtId,
  city_id: '',
})

/** What the form needs to know beyond its values. */
export interface EditContext {
  /** The listing has a price record (otherwise pricing is optional until used). */
  hasPrice: boolean
  /** The listing has an address (otherwise the address is optional until used). */
  hasAddress: boolean
  /** The name given to a new image, when one was chosen. */
  newImageName: string | null
}

const DECIMAL = /^\d+(\.\d+)?$/
const WHOLE = /^\d+$/
const PHONE = /^\d{10}$/
const PIN = /^[1-9]\d{5}$/

/** A number field: empty is fine (not sent); otherwise a number from 0 to `max`. */
function numberProblem(value: string, label: string, max: number, whole: boolean) {
  const v = value.trim()
  if (v === '') return undefined
  if (/^-\d/.test(v)) return T.notNegative
  if (!(whole ? WHOLE : DECIMAL).test(v))
    return whole ? `${label} must be a whole number` : `${label} must be a number`
  if (Number(v) > max) return `${label} must be at most ${formatCount(max)}`
  return undefined
}

const isOneOf = (values: readonly number[], value: string) =>
  value !== '' && values.includes(Number(value))

const filled = (values: EditValues, fields: readonly EditField[]) =>
  fields.some((f) => values[f].trim() !== '')

/**
 * Spec 001 section 5: name, type, address, pin code, phone number, state, district and city
 * are required; dimensions, price and deposit at least 0. A listing still in the wizard may
 * have no price or address yet: those sections become required once any of their fields is
 * filled in (saving then creates them).
 */
export function validateEdit(values: EditValues, ctx: EditContext) {
  const errors: Partial<Record<EditField | 'image_name', string>> = {}
  const set = (field: EditField | 'image_name', message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message
  }
  const v = (f: EditField) => values[f].trim()

  if (v('name') === '') set('name', T.titleRequired)
  else if (v('name').length > PROPERTY_NAME_MAX_LENGTH)
    set('name', tooLongMessage('Property title', PROPERTY_NAME_MAX_LENGTH))
  // The contract's rules (decision 036): a title stored with a line break must be retyped.
  if (!isOneLine(v('name'))) set('name', TEXT_MESSAGES.oneLine)
  if (!isOneOf(PROPERTY_TYPES, v('type'))) set('type', T.typeRequired)
  if (v('description').length > PROPERTY_DESCRIPTION_MAX_LENGTH)
    set('description', tooLongMessage('Description', PROPERTY_DESCRIPTION_MAX_LENGTH))
  if (!isMultiLine(v('description'))) set('description', TEXT_MESSAGES.multiLine)
  set('length', numberProblem(values.length, 'Length', DIMENSION_MAX_FEET, false))
  set('width', numberProblem(values.width, 'Width', DIMENSION_MAX_FEET, false))
  set('height', numberProblem(values.height, 'Height', DIMENSION_MAX_FEET, false))
  for (const [field, message] of Object.entries(specProblems(values)))
    set(field as SpecField, message)

  set('price', numberProblem(values.price, 'Price', PRICE_MAX_RUPEES, true))
  set(
    'security_deposit',
    numberProblem(values.security_deposit, 'Security deposit', PRICE_MAX_RUPEES, true),
  )
  if (ctx.hasPrice || filled(values, SECTION_FIELDS.pricing)) {
    if (!isOneOf(PURCHASE_TYPES, v('purchase_type'))) set('purchase_type', T.purchaseTypeRequired)
    if (v('price') === '') set('price', T.priceRequired)
  }
  if (v('recuring_type') !== '' && !isOneOf(RECURING_TYPES, v('recuring_type')))
    set('recuring_type', 'Please choose a recurring type from the list.')

  if (ctx.hasAddress || filled(values, SECTION_FIELDS.address)) {
    if (v('state_id') === '') set('state_id', T.stateRequired)
    if (v('district_id') === '') set('district_id', T.districtRequired)
    if (v('city_id') === '') set('city_id', T.cityRequired)
    if (v('pin_code') === '') set('pin_code', T.pinRequired)
    if (v('address') === '') set('address', T.addressRequired)
    if (v('phone_number') === '') set('phone_number', T.phoneRequired)
  }
  if (v('pin_code') !== '' && !PIN.test(v('pin_code'))) set('pin_code', PIN_CODE_MESSAGE)
  if (v('address').length > ADDRESS_MAX_LENGTH)
    set('address', tooLongMessage('Address', ADDRESS_MAX_LENGTH))
  if (!isMultiLine(v('address'))) set('address', TEXT_MESSAGES.multiLine)
  if (v('phone_number') !== '' && !PHONE.test(v('phone_number')))
    set('phone_number', AUTH_MESSAGES.phone)

  if (ctx.newImageName !== null) {
    const name = ctx.newImageName.trim()
    if (name === '') set('image_name', T.attachmentNameRequired)
    else if (name.length > ATTACHMENT_NAME_MAX_LENGTH)
      set('image_name', tooLongMessage('Name', ATTACHMENT_NAME_MAX_LENGTH))
    else if (!isOneLine(name)) set('image_name', TEXT_MESSAGES.oneLine)
  }
  return errors
}

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value))
const textOrUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim())

/** Basic information and specifications; empty values are not sent (spec 001 section 5). */
export const basicFields = (v: EditValues): Partial<PropertyFields> => ({
  name: textOrUndefined(v.name),
  type: numberOrUndefined(v.type),
  description: textOrUndefined(v.description),
  length: numberOrUndefined(v.length),
  width: numberOrUndefined(v.width),
  height: numberOrUndefined(v.height),
  ...specFields(v),
})

/** A new price record (the listing had none). */
export const priceFields = (v: EditValues): PriceFields => ({
  price: Number(v.price),
  purchase_type: Number(v.purchase_type),
  recuring_type: numberOrUndefined(v.recuring_type),
  security_deposit: numberOrUndefined(v.security_deposit),
})

/** The edit modal's price update: a multipart form of the filled fields (spec 001 section 7). */
export function priceForm(v: EditValues) {
  const form = new FormData()
  for (const field of SECTION_FIELDS.pricing) {
    const value = v[field].trim()
    if (value !== '') form.append(field, value)
  }
  return form
}

export const addressFields = (v: EditValues): AddressFields => ({
  state_id: Number(v.state_id),
  district_id: Number(v.district_id),
  city_id: Number(v.city_id),
  pin_code: v.pin_code.trim(),
  address: v.address.trim(),
  phone_number: textOrUndefined(v.phone_number),
})

/** How a failed section reads in the result (spec 001 section 8). */
export const SECTION_ERROR_LABEL: Record<EditSection, string> = {
  basic: T.basicInfoError,
  pricing: T.pricingError,
  address: T.addressError,
  image: T.imageError,
}
const SECTION_PART: Record<EditSection, string> = {
  basic: MANAGE_UI.partBasic,
  pricing: MANAGE_UI.partPricing,
  address: MANAGE_UI.partAddress,
  image: MANAGE_UI.partImage,
}

/** One section's save, and why it failed when it did. */
export type SectionResult =
  { section: EditSection; ok: true } | { section: EditSection; ok: false; error: unknown }

export type NoticeTone = 'success' | 'warning' | 'error' | 'info'
export interface SaveNotice {
  tone: NoticeTone
  title: string
  message: string
}

/** The server's message, or 'Unknown error' when it never answered. */
export const sectionErrorText = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : T.unknownError

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' })

/**
 * The save's result (spec 001 section 8): Success 'Successfully updated: ...' when every sent
 * section went through, Warning 'Partially updated: ... Errors: ...' when some did, Error
 * 'Failed to update: ...' when none did; each failure as 'Address error: <why>'.
 */
export function saveNotice(results: readonly SectionResult[]): SaveNotice {
  if (results.length === 0)
    return { tone: 'info', title: MANAGE_UI.noticeInfo, message: T.noChanges }
  const done = results.filter((r) => r.ok).map((r) => SECTION_PART[r.section])
  const failed = results.flatMap((r) =>
    r.ok ? [] : [`${SECTION_ERROR_LABEL[r.section]}: ${sectionErrorText(r.error)}`],
  )
  if (failed.length === 0)
    return {
      tone: 'success',
      title: MANAGE_UI.noticeSuccess,
      message: T.updated(list.format(done)),
    }
  const errors = failed.join('; ')
  if (done.length === 0)
    return { tone: 'error', title: MANAGE_UI.noticeError, message: T.failedToUpdate(errors) }
  return {
    tone: 'warning',
    title: MANAGE_UI.noticeWarning,
    message: T.partiallyUpdated(`${list.format(done)}.`, errors),
  }
}
