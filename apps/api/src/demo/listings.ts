import { formatCount } from '@app/contract/numbers'
import { randomUUID } from 'node:crypto'
import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import { USER_TYPE } from '@app/contract/auth-texts'
import { imagePaths, storeImage } from '../lib/images'
import { contentTypeOf, type Storage } from '../lib/storage'
import type { Db, Tx } from '../db/client'
import { cities, districts, pinCodes, properties, states, users } from '../db/schema/index'
import { drawDemoImages } from './images'
import { DEMO_LOGINS } from './accounts'
import { writeListing, type ListingInput } from './write-listing'

/** How many listings the demo market has, and how many distinct pictures they share out. */
export const DEMO_LISTINGS = 60
const DEMO_PICTURES = 12

/**
 * Industrial and logistics belts, by the geography's own names (state, district, town) plus
 * a locality for the street address. Rent per sq.ft per month reflects each market.
 */
const HUBS: { state: string; district: string; town: string; locality: string; rent: number }[] = [
  { state: 'Maharashtra', district: 'Thane', town: 'Bhiwandi', locality: 'Vadpe', rent: 24 },
  { state: 'Maharashtra', district: 'Pune', town: 'Khed', locality: 'Chakan MIDC', rent: 26 },
  { state: 'Haryana', district: 'Gurugram', town: 'Manesar', locality: 'IMT Manesar', rent: 32 },
  { state: 'Gujarat', district: 'Ahmedabad', town: 'Sanand', locality: 'Changodar', rent: 19 },
  {
    state: 'Karnataka',
    district: 'Bengaluru Rural',
    town: 'Hoskote',
    locality: 'Hoskote Industrial Area',
    rent: 25,
  },
  { state: 'Tamil Nadu', district: 'Tiruvallur', town: 'Ponneri', locality: 'Red Hills', rent: 23 },
  {
    state: 'Telangana',
    district: 'Ranga Reddy',
    town: 'Shamshabad',
    locality: 'Kothur Road',
    rent: 21,
  },
  {
    state: 'Uttar Pradesh',
    district: 'Gautam Buddha Nagar',
    town: 'Dadri',
    locality: 'Surajpur Site B',
    rent: 27,
  },
  { state: 'West Bengal', district: 'Howrah', town: 'Domjur', locality: 'Salap', rent: 18 },
  { state: 'Rajasthan', district: 'Jaipur', town: 'Sanganer', locality: 'Sitapura', rent: 16 },
  {
    state: 'Madhya Pradesh',
    district: 'Indore',
    town: 'Indore',
    locality: 'Sanwer Road',
    rent: 15,
  },
  {
    state: 'Punjab',
    district: 'Ludhiana',
    town: 'Ludhiana',
    locality: 'Focal Point Phase 8',
    rent: 17,
  },
  { state: 'Haryana', district: 'Jhajjar', town: 'Bahadurgarh', locality: 'MIE Part B', rent: 22 },
  { state: 'Maharashtra', district: 'Raigad', town: 'Panvel', locality: 'Taloja', rent: 23 },
  {
    state: 'Andhra Pradesh',
    district: 'Visakhapatnam',
    town: 'Visakhapatnam',
    locality: 'Autonagar',
    rent: 14,
  },
  { state: 'Kerala', district: 'Ernakulam', town: 'Aluva', locality: 'Edayar', rent: 18 },
  { state: 'Odisha', district: 'Khordha', town: 'Bhubaneswar', locality: 'Mancheswar', rent: 13 },
  {
    state: 'Assam',
    district: 'Kamrup Metropolitan',
    town: 'Guwahati',
    locality: 'Garchuk',
    rent: 14,
  },
  {
    state: 'Bihar',
    district: 'Patna',
    town: 'Phulwari',
    locality: 'Patliputra Industrial Area',
    rent: 12,
  },
  { state: 'Uttar Pradesh', district: 'Lucknow', town: 'Lucknow', locality: 'Chinhat', rent: 15 },
  { state: 'Gujarat', district: 'Surat', town: 'Kamrej', locality: 'Kamrej Char Rasta', rent: 17 },
  {
    state: 'Rajasthan',
    district: 'Khairthal-Tijara',
    town: 'Tijara',
    locality: 'Bhiwadi RIICO',
    rent: 20,
  },
  { state: 'Uttarakhand', district: 'Haridwar', town: 'Roorkee', locality: 'Bhagwanpur', rent: 13 },
  {
    state: 'Tamil Nadu',
    district: 'Coimbatore',
    town: 'Coimbatore',
    locality: 'SIDCO Kurichi',
    rent: 16,
  },
]

const GODOWN_FEATURES = [
  'RCC flooring',
  'rolling shutters',
  'truck access from the main road',
  'three-phase power',
  'watchman on site',
  'rodent-proofed walls',
  'ample parking for tempos',
  'office cabin and washroom',
]
const WAREHOUSE_FEATURES = [
  'FM2 floor rated 5 tonnes per sq.m',
  'dock levellers',
  '40 ft container movement',
  'fire hydrants and sprinklers',
  'LED high-bay lighting',
  '24x7 CCTV and guarded gate',
  'DG power backup',
  'ventilated ridge roof with turbo vents',
  'large truck yard',
]
const ACCESS = [
  'close to the national highway',
  'a short drive from the railway goods yard',
  'near the ring road',
  'within 30 minutes of the airport cargo terminal',
  'next to the industrial estate entry',
]

type Specs = Pick<
  ListingInput,
  | 'height'
  | 'docks'
  | 'floorLoad'
  | 'powerKva'
  | 'flooring'
  | 'fireNoc'
  | 'security24x7'
  | 'highwayKm'
>

/** The newest listing, in Bhiwandi: what a good Grade A warehouse states (and an admin checked). */
const SHOWCASE: Specs = {
  height: 32,
  docks: 6,
  floorLoad: 5,
  powerKva: 250,
  flooring: 'fm2',
  fireNoc: true,
  security24x7: true,
  highwayKm: 2.5,
}

/**
 * The warehouse specifications of demo listing `i` (issue 15): warehouses state them all, with
 * docks by size; godowns state fewer and lower ones, and some none at all, as owners do.
 */
function specsOf(i: number, warehouse: boolean, area: number, height: number): Specs {
  if (i === 0) return SHOWCASE
  if (warehouse)
    return {
      height,
      docks: Math.max(2, Math.round(area / 10_000)),
      floorLoad: pick([3, 4, 5, 6], i, 9),
      powerKva: pick([125, 160, 200, 250, 320, 500], i, 10),
      flooring: pick(['fm2', 'fm2', 'vdf', 'tremix'] as const, i, 11),
      fireNoc: i % 5 !== 3,
      security24x7: i % 7 !== 5,
      highwayKm: pick([0.5, 1.5, 2.5, 4, 8, 12], i, 12),
    }
  if (i % 4 === 1) return { height }
  return {
    height,
    docks: pick([0, 1, 1, 2], i, 9),
    floorLoad: pick([1.5, 2, 2.5, 3], i, 10),
    powerKva: pick([15, 25, 40, 63], i, 11),
    flooring: pick(['other', 'vdf', null] as const, i, 12),
    fireNoc: i % 3 === 1 ? null : i % 2 === 0,
    security24x7: i % 2 === 1,
    highwayKm: i % 5 === 2 ? null : pick([3, 6, 10, 18], i, 13),
  }
}

/**
 * Checked by an admin: the showcase and every fourth listing with a fire NOC, so the badge and
 * the 'verified only' filter have something to show.
 */
const isVerified = (i: number, specs: Specs) => i === 0 || (i % 4 === 0 && specs.fireNoc === true)

/** Deterministic stand-in for randomness, so every fresh start shows the same market. */
function pick<T>(list: readonly T[], i: number, salt: number) {
  return list[(i * 7 + salt * 13 + ((i * salt) % 5)) % list.length]!
}
const roundTo = (n: number, step: number) => Math.round(n / step) * step

interface Place {
  stateId: number
  districtId: number
  cityId: number
  town: string
  pinCode: string
  latitude: number | null
  longitude: number | null
}

/** The hubs that exist in the loaded geography, with a real PIN code of each town. */
async function resolveHubs(db: Tx) {
  const found: (Place & (typeof HUBS)[number])[] = []
  for (const hub of HUBS) {
    const [row] = await db
      .select({
        stateId: states.id,
        districtId: districts.id,
        cityId: cities.id,
        town: cities.name,
      })
      .from(cities)
      .innerJoin(districts, eq(districts.id, cities.districtId))
      .innerJoin(states, eq(states.id, districts.stateId))
      .where(
        and(
          eq(states.name, hub.state),
          eq(districts.name, hub.district),
          ilike(cities.name, hub.town),
        ),
      )
      .limit(1)
    if (!row) continue
    const [pin] = await db
      .select({ pin: pinCodes.pin, latitude: pinCodes.latitude, longitude: pinCodes.longitude })
      .from(pinCodes)
      .where(eq(pinCodes.cityId, row.cityId))
      .orderBy(pinCodes.pin)
      .limit(1)
    if (!pin) continue
    found.push({
      ...hub,
      ...row,
      pinCode: pin.pin,
      latitude: pin.latitude,
      longitude: pin.longitude,
    })
  }
  return found
}

/** A copy of a stored image under a new name, so deleting one listing's picture spares the rest. */
async function copyImage(storage: Storage, source: string) {
  const target = `images/${randomUUID()}${source.slice(source.lastIndexOf('.'))}`
  const [from, to] = [imagePaths(source), imagePaths(target)]
  await Promise.all(
    from.map(async (file, i) => {
      const opened = await storage.open(file)
      if (!opened) throw new Error(`demo image missing: ${file}`)
      await storage.write(to[i]!, opened.body, { contentType: contentTypeOf(file) })
    }),
  )
  return target
}

/** The listing text and numbers of demo listing `i` (0 is the newest). */
function describe(i: number, hub: (typeof HUBS)[number] & Place) {
  const warehouse = i % 3 !== 1
  const [length, width] = warehouse
    ? [pick([160, 200, 240, 300, 360], i, 1), pick([100, 120, 150, 180, 200], i, 2)]
    : [pick([60, 80, 100, 120], i, 1), pick([40, 50, 60, 75], i, 2)]
  const area = length * width
  const specs = specsOf(
    i,
    warehouse,
    area,
    warehouse ? pick([32, 36, 40, 45], i, 3) : pick([16, 18, 20, 24], i, 3),
  )
  const height = specs.height!
  const purchaseType = i % 10 === 4 ? 1 : i % 10 === 7 ? 3 : 2
  const monthly = roundTo(area * hub.rent * (0.9 + (i % 5) * 0.05), 1000)
  const price =
    purchaseType === 1
      ? roundTo(area * hub.rent * 190, 100_000)
      : purchaseType === 3
        ? roundTo(monthly * 0.95, 1000)
        : monthly
  const features = warehouse ? WAREHOUSE_FEATURES : GODOWN_FEATURES
  const chosen = [pick(features, i, 4), pick(features, i + 3, 5), pick(features, i + 5, 6)]
  const unique = [...new Set(chosen)]
  const kind = warehouse ? 'Warehouse' : 'Godown'
  const grade = warehouse
    ? pick(['Grade A', 'Grade B', 'PEB', 'Built-to-suit'], i, 7)
    : pick(['Dry', 'Ready', 'Secure', 'Ground-floor'], i, 7)
  const sqft = formatCount(area)
  const name = `${grade} ${kind.toLowerCase()}, ${sqft} sq.ft`
  const access = pick(ACCESS, i, 8)
  const long = i % 4 === 0
  const description = [
    `${grade} ${kind.toLowerCase()} of ${sqft} sq.ft in ${hub.locality}, ${hub.town}, ${access}.`,
    `Clear height ${height} ft, with ${unique.join(', ')}.`,
    long
      ? `Suitable for FMCG, e-commerce and auto-component storage; available for immediate possession with all approvals in place.`
      : '',
  ]
    .filter(Boolean)
    .join(' ')
  return {
    name: name.charAt(0).toUpperCase() + name.slice(1),
    description,
    type: warehouse ? 2 : 1,
    length,
    width,
    ...specs,
    verified: isVerified(i, specs),
    price: {
      price,
      purchaseType,
      recuringType: purchaseType === 1 ? null : 4,
      securityDeposit: purchaseType === 1 ? null : monthly * (purchaseType === 3 ? 6 : 3),
    },
  }
}

/**
 * On a database whose market is empty, adds DEMO_LISTINGS complete listings by the demo owners
 * across the hubs, each with its own copies of the generated pictures. Returns how many listings
 * it added (0 when there were any listings, or no demo owners).
 */
export async function seedDemoListings(db: Db, storage: Storage): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(properties)
  if (existing!.n > 0) return 0
  const ownerEmails = DEMO_LOGINS.filter((d) => d.userType === USER_TYPE.owner).map((d) => d.email)
  const owners = await db
    .select({ id: users.id, phone: users.phoneNumber })
    .from(users)
    .where(inArray(users.email, ownerEmails))
    .orderBy(users.id)
  const hubs = await resolveHubs(db)
  if (owners.length === 0 || hubs.length === 0) return 0

  const pictures: string[] = []
  for (const picture of await drawDemoImages(DEMO_PICTURES)) {
    pictures.push((await storeImage(storage, picture)).path)
  }
  const now = Date.now()
  const listings = await Promise.all(
    Array.from({ length: DEMO_LISTINGS }, async (_, i) => {
      const hub = hubs[i % hubs.length]!
      const cover = await copyImage(storage, pictures[i % DEMO_PICTURES]!)
      const more = await Promise.all(
        [5, 9].map((step) => copyImage(storage, pictures[(i + step) % DEMO_PICTURES]!)),
      )
      return { i, hub, cover, more }
    }),
  )
  await db.transaction(async (tx) => {
    for (const { i, hub, cover, more } of listings) {
      const owner = owners[i % owners.length]!
      const { verified, ...listing } = describe(i, hub)
      // Spread over the last two months, newest first, at believable times of day.
      const createdAt = new Date(now - i * 23 * 3_600_000 - (i % 7) * 3_100_000)
      await writeListing(tx, {
        ...listing,
        userId: owner.id,
        image: cover,
        createdAt,
        // Checked a day after it went up (or now, for the newest).
        verifiedAt: verified ? new Date(Math.min(now, createdAt.getTime() + 24 * 3_600_000)) : null,
        attachments: [cover, ...more].map((imgUrl, n) => ({
          imgUrl,
          name: ['Front view', 'Inside', 'Yard and access'][n]!,
          attachmentType: imgUrl.endsWith('.png') ? 'image/png' : 'image/jpeg',
        })),
        address: {
          address: `Gala ${1 + ((i * 7) % 40)}, ${hub.locality}, ${hub.town}`,
          pinCode: hub.pinCode,
          phoneNumber: owner.phone,
          latitude: hub.latitude,
          longitude: hub.longitude,
          stateId: hub.stateId,
          districtId: hub.districtId,
          cityId: hub.cityId,
        },
      })
    }
  })
  await db.execute(sql`analyze properties`)
  return DEMO_LISTINGS
}
