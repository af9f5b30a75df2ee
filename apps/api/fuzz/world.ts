import { eq } from 'drizzle-orm'
import type { Tx } from '../src/db/client'
import { users } from '../src/db/schema/index'
import { hashPassword } from '../src/lib/password'
import { createSession } from '../src/lib/sessions'
import { listing, PLACES, seedPlaces } from '../test/helpers/listings'
import type { World } from './values'

/** The seeded accounts' password: the fuzzer's own "valid" password, so good logins happen too. */
export const FUZZ_PASSWORD = 'fuzz-pass-1'
const SESSION_MS = 24 * 60 * 60_000

export interface Account {
  id: number
  email: string
  phone: string
}

async function account(db: Tx, name: string, phone: string, userType: number, credits: number) {
  const email = `${name}@fuzz.example.in`
  const [row] = await db
    .insert(users)
    .values({
      firstName: name,
      email,
      phoneNumber: phone,
      passwordHash: await hashPassword(FUZZ_PASSWORD),
      userType,
      credits,
    })
    .returning({ id: users.id })
  return { id: row!.id, email, phone }
}

/**
 * A small marketplace: places, an owner with published listings, a draft and a hidden one, and
 * a seeker with credits to unlock with. Ids and addresses go to the generators.
 */
export async function seedWorld(db: Tx) {
  await seedPlaces(db)
  const seeker = await account(db, 'seeker', '9100000001', 1, 5_000)
  const owner = await account(db, 'owner', '9100000002', 2, 0)
  const propertyIds: number[] = []
  for (const city of [PLACES.bhiwandi, PLACES.kalyan, PLACES.chakan, PLACES.sanand]) {
    propertyIds.push(await listing(db, owner.id, { city, name: `Godown in ${city.name}` }))
  }
  propertyIds.push(await listing(db, owner.id, { name: 'Half done', steps: 2 }))
  propertyIds.push(await listing(db, owner.id, { name: 'Hidden', hidden: true }))
  const world: World = {
    stateIds: [PLACES.maharashtra.id, PLACES.gujarat.id],
    districtIds: [PLACES.thane.id, PLACES.pune.id, PLACES.ahmedabad.id],
    cityIds: [PLACES.bhiwandi.id, PLACES.kalyan.id, PLACES.chakan.id, PLACES.sanand.id],
    propertyIds,
    pinCodes: ['421302', '110001', '400001'],
    emails: [seeker.email, owner.email],
    phones: [seeker.phone, owner.phone],
  }
  return { world, accounts: { seeker, owner } }
}

/** A fresh login for an account (the fuzzer's own requests may log it out or change its type). */
export async function mintToken(db: Tx, accountId: number, userType: number) {
  // Put the account back as seeded: an upgrade or a password change must not stick.
  await db.update(users).set({ userType }).where(eq(users.id, accountId))
  return createSession(db, accountId, { ip: '127.0.0.1' }, new Date(), SESSION_MS)
}
