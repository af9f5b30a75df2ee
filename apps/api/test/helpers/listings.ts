import { cities, districts, states, users } from '../../src/db/schema/index'
import type { Tx } from '../../src/db/client'
import { writeListing, type ListingInput } from '../../src/demo/write-listing'
import { createSession } from '../../src/lib/sessions'

/** Two states, three districts, four cities: enough places to tell filters apart. */
export const PLACES = {
  maharashtra: { id: 1, name: 'Maharashtra', code: 'MH' },
  gujarat: { id: 2, name: 'Gujarat', code: 'GJ' },
  thane: { id: 11, stateId: 1, name: 'Thane' },
  pune: { id: 12, stateId: 1, name: 'Pune' },
  ahmedabad: { id: 21, stateId: 2, name: 'Ahmedabad' },
  bhiwandi: { id: 111, districtId: 11, name: 'Bhiwandi' },
  kalyan: { id: 112, districtId: 11, name: 'Kalyan' },
  chakan: { id: 121, districtId: 12, name: 'Chakan' },
  sanand: { id: 211, districtId: 21, name: 'Sanand' },
} as const

export async function seedPlaces(db: Tx) {
  const { maharashtra, gujarat, thane, pune, ahmedabad, bhiwandi, kalyan, chakan, sanand } = PLACES
  await db.insert(states).values([maharashtra, gujarat])
  await db.insert(districts).values([thane, pune, ahmedabad])
  await db.insert(cities).values([bhiwandi, kalyan, chakan, sanand])
}

type City = (typeof PLACES)['bhiwandi' | 'kalyan' | 'chakan' | 'sanand']
const districtOf = (city: City) =>
  Object.values(PLACES).find((p) => p.id === city.districtId) as { id: number; stateId: number }

let phones = 0

/** A user of the given type with a live session. */
export async function makeUser(db: Tx, userType = 1, credits = 0) {
  phones++
  const [user] = await db
    .insert(users)
    .values({
      firstName: `User ${phones}`,
      phoneNumber: `8${String(phones).padStart(9, '0')}`,
      passwordHash: 'not-used',
      userType,
      credits,
    })
    .returning({ id: users.id })
  const token = await createSession(db, user!.id, { ip: '127.0.0.1' }, new Date(), 3_600_000)
  return { id: user!.id, token }
}

export interface ListingOptions {
  name?: string
  type?: number
  price?: number
  purchaseType?: number
  /** The price's recurrence; monthly by default. */
  recuringType?: number | null
  city?: City
  createdAt?: Date
  description?: string
  /** Stop after this many wizard steps (1..4); complete by default. */
  steps?: number
  hidden?: boolean
}

/** A listing at `city`, complete unless `steps` says otherwise. */
export function listing(db: Tx, ownerId: number, o: ListingOptions = {}) {
  const city = o.city ?? PLACES.bhiwandi
  const district = districtOf(city)
  const steps = o.steps ?? 4
  const input: ListingInput = {
    userId: ownerId,
    name: o.name ?? 'Godown near the highway',
    description: o.description ?? 'Dry storage with a loading bay.',
    type: o.type ?? 1,
    length: 100,
    width: 50,
    height: 20,
    image: 'images/00000000-0000-4000-8000-000000000001.jpg',
    createdAt: o.createdAt,
    hiddenAt: o.hidden ? new Date() : null,
  }
  if (steps >= 2)
    input.price = {
      price: o.price ?? 50_000,
      purchaseType: o.purchaseType ?? 2,
      recuringType: o.recuringType === undefined ? 4 : o.recuringType,
      securityDeposit: 150_000,
    }
  if (steps >= 3) input.attachments = [{ imgUrl: input.image!, name: 'Front' }]
  if (steps >= 4)
    input.address = {
      address: 'Gala 7, Warehouse Complex, Old Agra Road',
      pinCode: '421302',
      phoneNumber: '9876543210',
      latitude: 19.3,
      longitude: 73.06,
      stateId: district.stateId,
      districtId: district.id,
      cityId: city.id,
    }
  return writeListing(db, input)
}
