import type { ListingCard, Price, PropertyDetail, WarehouseSpecs } from '@app/contract/listing'
import type { properties } from '../db/schema/index'
import type { CardRow, PriceRow, PropertyRecord } from './listing-rows'

/**
 * Rows to API shapes for listings: the one place a card, a detail or a price is built, for every
 * module that answers with them (browse, detail, unlock, unlocked properties).
 */

export function toCard(row: CardRow): ListingCard {
  return {
    id: row.id!,
    name: row.name!,
    description: row.description,
    type: row.type!,
    image: row.image,
    length: row.length,
    width: row.width,
    price:
      row.price === null || row.purchaseType === null
        ? null
        : { price: row.price, purchase_type: row.purchaseType, recuring_type: row.recuringType },
    purchase_type: row.purchaseType,
    address: {
      city_name: row.cityName ?? '',
      district_name: row.districtName ?? '',
      state_name: row.stateName ?? '',
    },
    created_at: row.createdAt!.toISOString(),
    // area is 0 without a length and a width (a sort key is never null): no area to show.
    area: row.area ? row.area : null,
    height: row.height,
    docks: row.docks,
    power_kva: row.powerKva,
    fire_noc: row.fireNoc,
    verified: row.verified === true,
  }
}

/** The warehouse specifications of a property row (beyond its height), as every answer names them. */
export function toSpecs(row: {
  docks: number | null
  floorLoad: number | null
  powerKva: number | null
  flooring: WarehouseSpecs['flooring']
  fireNoc: boolean | null
  security24x7: boolean | null
  highwayKm: number | null
}): WarehouseSpecs {
  return {
    docks: row.docks,
    floor_load: row.floorLoad,
    power_kva: row.powerKva,
    flooring: row.flooring,
    fire_noc: row.fireNoc,
    security_24x7: row.security24x7,
    highway_km: row.highwayKm,
  }
}

/** JSON carries bigints as they are; the contract says numbers. */
export function toPrice(row: PriceRow): Price {
  return {
    ...row,
    price: Number(row.price),
    security_deposit: row.security_deposit === null ? null : Number(row.security_deposit),
  }
}

/**
 * A property row's own fields as every detail names them (the public detail, the owner's whole
 * view): what it is, its size and specifications, whether it is verified, its picture and stage.
 */
export function toProperty(row: Omit<typeof properties.$inferSelect, 'search'>) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    length: row.length,
    width: row.width,
    height: row.height,
    ...toSpecs(row),
    verified: row.verifiedAt !== null,
    image: row.image,
    completion_level: row.completionLevel,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * The detail answer's property; contact fields and the owner (name and id) only when `pass`
 * (absent, not null, otherwise).
 */
export function toDetail(record: PropertyRecord, pass: boolean): PropertyDetail {
  const { property: row, address: a } = record
  return {
    ...toProperty(row),
    address: a && {
      state_id: a.stateId,
      district_id: a.districtId,
      city_id: a.cityId,
      state_name: record.stateName ?? '',
      district_name: record.districtName ?? '',
      city_name: record.cityName ?? '',
      state: { name: record.stateName ?? '' },
      district: { name: record.districtName ?? '' },
      city: { name: record.cityName ?? '' },
      ...(pass && {
        address: a.address,
        pin_code: a.pinCode,
        phone_number: a.phoneNumber,
        latitude: a.latitude,
        longitude: a.longitude,
      }),
    },
    ...(pass && { user_id: row.userId, user: { user_name: record.ownerName } }),
  }
}
