import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cities, districts, pinCodes, states } from '../../../src/db/schema/index'
import { seedGeography } from '../../../src/db/geography'
import { createTestApp } from '../../helpers/app'

describe('India geography', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ geography: true })
  })
  afterAll(() => t.close())

  const get = async (url: string) => {
    const res = await t.app.inject(url)
    return { status: res.statusCode, body: res.json(), headers: res.headers }
  }
  const stateId = async (name: string) => {
    const { body } = await get('/api/statesByFilter')
    const state = body.data.data.find((s: { name: string }) => s.name === name)
    expect(state, name).toBeDefined()
    return state.id as number
  }

  it('holds the 36 states and union territories, with the district counts of today', async () => {
    const db = t.database.db
    const [[s], [d], [c], [p]] = await Promise.all([
      db.select({ n: count() }).from(states),
      db.select({ n: count() }).from(districts),
      db.select({ n: count() }).from(cities),
      db.select({ n: count() }).from(pinCodes),
    ])
    console.log(
      `geography: ${s!.n} states/UTs, ${d!.n} districts, ${c!.n} towns, ${p!.n} PIN codes`,
    )
    expect(s!.n).toBe(36)
    expect(d!.n).toBeGreaterThanOrEqual(750)
    expect(c!.n).toBeGreaterThan(4_000)
    expect(p!.n).toBeGreaterThan(19_000)

    const districtsOf = async (name: string) =>
      (await get(`/api/districtsByFilter?state_id=${await stateId(name)}`)).body.data.data
    expect(await districtsOf('Telangana')).toHaveLength(33)
    expect(await districtsOf('Uttar Pradesh')).toHaveLength(75)
    const ladakh = (await districtsOf('Ladakh')).map((x: { name: string }) => x.name)
    expect(ladakh).toEqual(expect.arrayContaining(['Leh', 'Kargil']))
    const jk = (await districtsOf('Jammu and Kashmir')).map((x: { name: string }) => x.name)
    expect(jk).not.toContain('Leh')
    await stateId('Dadra and Nagar Haveli and Daman and Diu')
  })

  it('lists states by name with id and name only', async () => {
    const { status, body, headers } = await get('/api/statesByFilter')
    expect(status).toBe(200)
    expect(Object.keys(body.data.data[0]).sort()).toEqual(['id', 'name'])
    const names = body.data.data.map((s: { name: string }) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(headers['cache-control']).toContain('max-age')
  })

  it('filters districts by state and towns by district', async () => {
    const maharashtra = await stateId('Maharashtra')
    const ds = (await get(`/api/districtsByFilter?state_id=${maharashtra}`)).body.data.data
    expect(ds.every((d: { state_id: number }) => d.state_id === maharashtra)).toBe(true)
    const thane = ds.find((d: { name: string }) => d.name === 'Thane')
    expect(thane).toBeDefined()
    const towns = (await get(`/api/citiesByFilter?district_id=${thane.id}`)).body.data.data
    expect(towns.length).toBeGreaterThan(0)
    expect(towns.every((c: { district_id: number }) => c.district_id === thane.id)).toBe(true)
    expect(towns.map((c: { name: string }) => c.name)).toContain('Bhiwandi')
  })

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.app.inject({
      url: '/api/districtsByFilter',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('answers all districts when no state is given, as the spec client expects', async () => {
    const { body } = await get('/api/districtsByFilter')
    expect(body.data.data.length).toBeGreaterThanOrEqual(750)
    const empty = await get('/api/districtsByFilter?state_id=')
    expect(empty.body.data.data.length).toBe(body.data.data.length)
  })

  it.each([
    ['110001', 'Delhi', undefined],
    ['400001', 'Maharashtra', 'Mumbai'],
    ['500001', 'Telangana', 'Hyderabad'],
  ])('looks up PIN %s in %s', async (pin, stateName, districtName) => {
    const { status, body } = await get(`/api/pincode/${pin}`)
    expect(status).toBe(200)
    expect(body.data.pin_code).toBe(pin)
    expect(body.data.state_id).toBe(await stateId(stateName))
    expect(body.data.places.length).toBeGreaterThan(0)
    expect(body.data.latitude).toBeGreaterThan(8)
    expect(body.data.longitude).toBeGreaterThan(68)
    const [district] = await t.database.db
      .select()
      .from(districts)
      .where(eq(districts.id, body.data.district_id))
    expect(district!.stateId).toBe(body.data.state_id)
    if (districtName) expect(district!.name).toContain(districtName)
  })

  it('puts Leh in Ladakh', async () => {
    const { body } = await get('/api/pincode/194101')
    expect(body.data.state_id).toBe(await stateId('Ladakh'))
  })

  it('answers 404 for an unknown PIN and 422 for a malformed one', async () => {
    const unknown = await get('/api/pincode/999999')
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('NOT_FOUND')
    const bad = await get('/api/pincode/12ab')
    expect(bad.status).toBe(422)
    expect(bad.body.errors.pin).toEqual(['PIN code must be 6 digits'])
  })

  it('loads the dataset only once per version', async () => {
    const again = await seedGeography(t.database.db, t.config.geoDir)
    expect(again.loaded).toBe(false)
  })

  it('reloads a changed dataset in place, even when two towns swap names', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'geo-'))
    cpSync(t.config.geoDir, dir, { recursive: true })
    const file = path.join(dir, 'cities.json')
    const towns = JSON.parse(readFileSync(file, 'utf8')) as {
      id: number
      name: string
      district_id: number
    }[]
    const [a, b] = towns.filter((c) => c.district_id === towns[0]!.district_id)
    ;[a!.name, b!.name] = [b!.name, a!.name]
    writeFileSync(file, JSON.stringify(towns))

    expect((await seedGeography(t.database.db, dir)).loaded).toBe(true)
    const [swapped] = await t.database.db.select().from(cities).where(eq(cities.id, a!.id))
    expect(swapped!.name).toBe(a!.name)
    expect((await seedGeography(t.database.db, t.config.geoDir)).loaded).toBe(true)
  })
})
