import type { CreateAddressBody, OwnerAddress, UpdateAddressBody } from '@app/contract/owner'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import type { Db, Tx } from '../../db/client'
import { conflict, notFound, validationFailed } from '../../lib/app-error'
import { findPinCode } from '../geo'
import { managedProperty } from './access'
import type { Asker } from './deps'
import { assertSameProperty, definedOnly } from './form-values'
import * as repo from './repository'

/* Wizard step 4, the address (also the edit modal's address). */

/** Step 4: the property's address (one per property: 409 when it has one). */
export async function createAddress(db: Db, user: Asker, body: CreateAddressBody) {
  await managedProperty(db, user, body.property_id)
  const values = await addressValues(db, body)
  const id = await db.transaction(async (tx) => {
    await managedProperty(tx, user, body.property_id, { lock: true })
    if (await repo.hasAddress(tx, body.property_id)) throw conflict(OWNER_TEXTS.addressExists)
    return repo.insertAddress(tx, body.property_id, {
      ...values,
      phoneNumber: body.phone_number ?? null,
    })
  })
  return (await repo.addressById(db, id))! satisfies OwnerAddress
}

/** Step 4 again or the edit modal's address: the place, PIN and street as given. */
export async function updateAddress(
  db: Db,
  user: Asker,
  addressId: number,
  body: UpdateAddressBody,
) {
  const propertyId = await repo.propertyOfAddress(db, addressId)
  if (propertyId === undefined) throw notFound(OWNER_TEXTS.addressNotFound)
  await managedProperty(db, user, propertyId)
  assertSameProperty(body.property_id, propertyId)
  const values = await addressValues(db, body)
  await db.transaction(async (tx) => {
    await managedProperty(tx, user, propertyId, { lock: true })
    // The address may have gone with its property in the meantime.
    if ((await repo.propertyOfAddress(tx, addressId)) !== propertyId) {
      throw notFound(OWNER_TEXTS.addressNotFound)
    }
    await repo.updateAddress(
      tx,
      addressId,
      definedOnly({ ...values, phoneNumber: body.phone_number }),
    )
  })
  return (await repo.addressById(db, addressId))! satisfies OwnerAddress
}

/**
 * The place, checked as a chain (district in the state, city in the district: 422 per field),
 * with the PIN code's point from the geography when no latitude and longitude are given.
 */
async function addressValues(db: Tx, body: CreateAddressBody | UpdateAddressBody) {
  const chain = await repo.placeChain(db, body.state_id, body.district_id, body.city_id)
  const errors: Record<string, string[]> = {}
  if (!chain.state) errors.state_id = [OWNER_TEXTS.stateRequired]
  if (!chain.district) errors.district_id = [OWNER_TEXTS.districtNotInState]
  if (!chain.city) errors.city_id = [OWNER_TEXTS.cityNotInDistrict]
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  let { latitude, longitude } = body
  if (latitude === undefined || longitude === undefined) {
    const pin = await findPinCode(db, body.pin_code)
    latitude = pin?.latitude ?? undefined
    longitude = pin?.longitude ?? undefined
  }
  return {
    stateId: body.state_id,
    districtId: body.district_id,
    cityId: body.city_id,
    pinCode: body.pin_code,
    address: body.address,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  }
}
