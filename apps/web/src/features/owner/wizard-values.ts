import type { FullDetails } from '@app/contract/owner'
import { EMPTY_SPECS, specValuesFrom, type SpecValues } from './spec-values'

/**
 * What the owner has typed into the wizard's forms, as the inputs hold it (text; a select's
 * value is its option's text), so it can be kept in the local draft and put back as it was.
 * Files are not kept: a browser cannot store them.
 */
export interface PropertyValues extends SpecValues {
  name: string
  type: string
  length: string
  width: string
  height: string
  description: string
}

export interface PriceValues {
  purchase_type: string
  price: string
  recuring_type: string
  security_deposit: string
}

export interface AddressValues {
  state_id: string
  district_id: string
  city_id: string
  pin_code: string
  address: string
  phone_number: string
  /** From the PIN lookup; sent with the address, never typed. */
  latitude: number | null
  longitude: number | null
}

export interface WizardValues {
  property: PropertyValues
  price: PriceValues
  address: AddressValues
}

/** Where the owner stands: the step, what exists on the server and what has been typed. */
export interface WizardProgress {
  step: number
  propertyId: number | null
  priceId: number | null
  addressId: number | null
  propertyName: string | null
  /** The cover image's storage path once the server has it (never a file's data URL). */
  previewImage: string | null
  values: WizardValues
}

export const EMPTY_VALUES: WizardValues = {
  property: {
    name: '',
    type: '',
    length: '',
    width: '',
    height: '',
    description: '',
    ...EMPTY_SPECS,
  },
  price: { purchase_type: '', price: '', recuring_type: '', security_deposit: '' },
  address: {
    state_id: '',
    district_id: '',
    city_id: '',
    pin_code: '',
    address: '',
    phone_number: '',
    latitude: null,
    longitude: null,
  },
}

export const EMPTY_PROGRESS: WizardProgress = {
  step: 1,
  propertyId: null,
  priceId: null,
  addressId: null,
  propertyName: null,
  previewImage: null,
  values: EMPTY_VALUES,
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/**
 * The wizard filled from a property's full details: what the server has wins; a part it does
 * not have yet (no price, no address) keeps what was typed (`typed`, from the draft) or is empty.
 */
export function progressFromDetails(
  details: FullDetails,
  step: number,
  typed: WizardValues = EMPTY_VALUES,
): WizardProgress {
  const { price, address } = details
  return {
    step,
    propertyId: details.id,
    priceId: price?.id ?? null,
    addressId: address?.id ?? null,
    propertyName: details.name,
    previewImage: details.image,
    values: {
      property: {
        name: details.name,
        type: text(details.type),
        length: text(details.length),
        width: text(details.width),
        height: text(details.height),
        description: text(details.description),
        ...specValuesFrom(details),
      },
      price: price
        ? {
            purchase_type: text(price.purchase_type),
            price: text(price.price),
            recuring_type: text(price.recuring_type),
            security_deposit: text(price.security_deposit),
          }
        : typed.price,
      address: address
        ? {
            state_id: text(address.state_id),
            district_id: text(address.district_id),
            city_id: text(address.city_id),
            pin_code: address.pin_code,
            address: address.address,
            phone_number: text(address.phone_number),
            latitude: address.latitude,
            longitude: address.longitude,
          }
        : typed.address,
    },
  }
}

/** True while nothing has been typed or saved: such a wizard needs no draft. */
export function isBlank(progress: WizardProgress) {
  return (
    progress.propertyId === null && JSON.stringify(progress.values) === JSON.stringify(EMPTY_VALUES)
  )
}
