import { asc, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { cities, districts, pinCodes, states } from '../../db/schema/index'

export function listStates(db: Tx) {
  return db.select({ id: states.id, name: states.name }).from(states).orderBy(asc(states.name))
}

export function listDistricts(db: Tx, stateId?: number) {
  return db
    .select({ id: districts.id, name: districts.name, state_id: districts.stateId })
    .from(districts)
    .where(stateId === undefined ? undefined : eq(districts.stateId, stateId))
    .orderBy(asc(districts.name))
}

export function listCities(db: Tx, districtId?: number) {
  return db
    .select({ id: cities.id, name: cities.name, district_id: cities.districtId })
    .from(cities)
    .where(districtId === undefined ? undefined : eq(cities.districtId, districtId))
    .orderBy(asc(cities.name))
}

export async function findPinCode(db: Tx, pin: string) {
  const [row] = await db.select().from(pinCodes).where(eq(pinCodes.pin, pin))
  if (!row) return undefined
  return {
    pin_code: row.pin,
    state_id: row.stateId,
    district_id: row.districtId,
    city_id: row.cityId,
    places: row.places,
    latitude: row.latitude,
    longitude: row.longitude,
  }
}
