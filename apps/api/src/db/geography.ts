import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, notInArray, sql } from 'drizzle-orm'
import { queryRows, type Db, type Tx } from './client'
import { appMeta, cities, districts, pinCodes, states } from './schema/index'

interface GeoDataset {
  states: { id: number; name: string; code: string }[]
  districts: { id: number; name: string; state_id: number }[]
  cities: { id: number; name: string; district_id: number }[]
  pincodes: {
    pin: string
    state_id: number
    district_id: number
    city_id: number | null
    lat: number | null
    lng: number | null
    places: string[]
  }[]
}

const FILES = ['states', 'districts', 'cities', 'pincodes'] as const
const META_KEY = 'geo_dataset_sha256'

/**
 * The dataset's version: the SHA-256 of its files, read as bytes. Cheap next to parsing them
 * (tens of MB of objects for 19,000 PIN codes), which only a load needs.
 */
async function datasetHash(geoDir: string) {
  const hash = createHash('sha256')
  for (const name of FILES) hash.update(await readFile(path.join(geoDir, `${name}.json`)))
  return hash.digest('hex')
}

async function readDataset(geoDir: string): Promise<GeoDataset> {
  const parts: Record<string, unknown> = {}
  for (const name of FILES) {
    parts[name] = JSON.parse(await readFile(path.join(geoDir, `${name}.json`), 'utf8'))
  }
  return parts as unknown as GeoDataset
}

/**
 * A dataset file's rows as a table (`columns` as in a CREATE TABLE), from one JSON parameter:
 * one statement for all of them. As bound values, 19,000 PIN codes were 134,000 of them in ten
 * statements: a whole load took 2.7-4.5 s on PGlite, and 1.3-1.7 s this way.
 */
const records = (rows: object[], columns: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(columns)})`

/**
 * Drops what the new dataset no longer has (PIN codes are re-inserted wholesale: nothing refers
 * to them). A town or district still used by a listing cannot be dropped: the foreign key
 * stops the load and says which one. The names that remain are parked on a unique placeholder
 * so that a rename, or two ids swapping names, cannot trip the unique (parent, name) keys half
 * way; the upsert that follows writes every one of them again.
 */
async function removeStale(tx: Tx, d: GeoDataset) {
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
  await tx.delete(pinCodes)
  await tx.delete(cities).where(notInArray(cities.id, ids(d.cities)))
  await tx.delete(districts).where(notInArray(districts.id, ids(d.districts)))
  await tx.delete(states).where(notInArray(states.id, ids(d.states)))
  await tx.update(cities).set({ name: sql`'#' || ${cities.id}` })
  await tx.update(districts).set({ name: sql`'#' || ${districts.id}` })
  await tx.update(states).set({ name: sql`'#' || ${states.id}`, code: sql`'#' || ${states.id}` })
}

async function upsert(tx: Tx, d: GeoDataset) {
  await tx.execute(sql`
    insert into ${states} (id, name, code)
    select id, name, code from ${records(d.states, 'id int, name text, code text')}
    on conflict (id) do update set name = excluded.name, code = excluded.code`)
  await tx.execute(sql`
    insert into ${districts} (id, name, state_id)
    select id, name, state_id from ${records(d.districts, 'id int, name text, state_id int')}
    on conflict (id) do update set name = excluded.name, state_id = excluded.state_id`)
  await tx.execute(sql`
    insert into ${cities} (id, name, district_id)
    select id, name, district_id from ${records(d.cities, 'id int, name text, district_id int')}
    on conflict (id) do update set name = excluded.name, district_id = excluded.district_id`)
  await tx.execute(sql`
    insert into ${pinCodes} (pin, state_id, district_id, city_id, latitude, longitude, places)
    select pin, state_id, district_id, city_id, lat, lng, places
    from ${records(
      d.pincodes,
      'pin text, state_id int, district_id int, city_id int, lat float8, lng float8, places text[]',
    )}`)
}

/** What the loaded dataset holds (for the start-up log line). */
async function countRows(db: Db) {
  const [row] = await queryRows<Record<(typeof FILES)[number], number>>(
    db,
    sql`select (select count(*)::int from ${states}) as states,
      (select count(*)::int from ${districts}) as districts,
      (select count(*)::int from ${cities}) as cities,
      (select count(*)::int from ${pinCodes}) as pincodes`,
  )
  return row!
}

async function loadedHash(db: Db) {
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY))
  return current?.value
}

/** True when the database holds the dataset in `geoDir`: seedGeography would only count. */
export async function geographyUpToDate(db: Db, geoDir: string) {
  return (await loadedHash(db)) === (await datasetHash(geoDir))
}

/**
 * Loads the committed India geography (data/geo) into the database, once per dataset version:
 * a start-up with the same files does nothing. Records are upserted by their stable ids.
 */
export async function seedGeography(db: Db, geoDir: string) {
  const sha256 = await datasetHash(geoDir)
  if ((await loadedHash(db)) === sha256) return { loaded: false, counts: await countRows(db) }
  const dataset = await readDataset(geoDir)
  const counts = {
    states: dataset.states.length,
    districts: dataset.districts.length,
    cities: dataset.cities.length,
    pincodes: dataset.pincodes.length,
  }
  await db
    .transaction(async (tx) => {
      await removeStale(tx, dataset)
      await upsert(tx, dataset)
      await tx
        .insert(appMeta)
        .values({ key: META_KEY, value: sha256 })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: sha256, updatedAt: new Date() } })
    })
    .catch((err: unknown) => {
      // Drizzle's message repeats the whole multi-row statement: name the database's reason.
      const reason =
        err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err)
      throw new Error(`Could not load the India geography from ${geoDir}: ${reason}`, {
        cause: err,
      })
    })
  return { loaded: true, counts }
}
