import { FIRE_NOC_FILE_MAX_BYTES } from '@app/contract/upload-limits'
import { FIRE_NOC_FILE_FIELD, SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, users } from '../../../src/db/schema/index'
import { makeUser } from '../../helpers/listings'
import * as fixture from '../../helpers/upload-fixtures'
import { imagePart, ownerTestApp, send, type FilePart, type SendOptions } from './owner-calls'

/** The warehouse specifications on the owner's side (issue 15): step 1, the edit modal, FullDetails. */
let t: Awaited<ReturnType<typeof ownerTestApp>>
let owner: { id: number; token: string }
let admin: { id: number; token: string }

beforeAll(async () => {
  t = await ownerTestApp()
  owner = await makeUser(t.db, 2)
  admin = await makeUser(t.db, 99)
})
afterAll(() => t.close())

type Fields = Record<string, string | number>

const BHIWANDI_SPECS = {
  height: 32,
  docks: 6,
  floor_load: 5,
  power_kva: 250,
  flooring: 'fm2',
  fire_noc: 'yes',
  security_24x7: 'true',
  highway_km: 2.5,
}

const certificate = async (content?: Buffer, filename = 'fire-noc.pdf'): Promise<FilePart> => ({
  field: FIRE_NOC_FILE_FIELD,
  filename,
  content: content ?? fixture.pdf(),
  type: 'application/pdf',
})

async function create(fields: Fields, files: FilePart[] = []) {
  return send(t.app, 'POST', '/api/properties-create-byagent', {
    token: owner.token,
    form: {
      fields: { name: 'Grade A warehouse, Vadpe', type: 2, length: 300, width: 200, ...fields },
      files: [await imagePart(), ...files],
    },
  })
}

async function created(fields: Fields = {}, files: FilePart[] = []) {
  const res = await create(fields, files)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id as number
}

const update = (id: number, form: SendOptions['form'], token = owner.token) =>
  send(t.app, 'POST', `/api/properties/${id}`, {
    token,
    form: { ...form, fields: { _method: 'PUT', ...form?.fields } },
  })

async function details(id: number) {
  const res = await send(t.app, 'GET', `/api/agents-properties-FullDetails?property_id=${id}`, {
    token: owner.token,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().property_details
}

async function verify(id: number) {
  const res = await send(t.app, 'POST', `/api/admin/properties/${id}/verify`, {
    token: admin.token,
    json: { verified: true },
  })
  expect(res.statusCode, res.body).toBe(200)
  expect((await details(id)).verified).toBe(true)
}

describe('warehouse specifications', () => {
  it('are stored with a new property and answered by FullDetails', async () => {
    const id = await created(BHIWANDI_SPECS)
    expect(await details(id)).toMatchObject({
      height: 32,
      docks: 6,
      floor_load: 5,
      power_kva: 250,
      flooring: 'fm2',
      fire_noc: true,
      security_24x7: true,
      highway_km: 2.5,
      verified: false,
      fire_noc_file: null,
    })
  })

  it('are all optional: a property without them has nulls', async () => {
    const id = await created()
    expect(await details(id)).toMatchObject({
      docks: null,
      floor_load: null,
      power_kva: null,
      flooring: null,
      fire_noc: null,
      security_24x7: null,
      highway_km: null,
    })
  })

  it('an update keeps what it leaves out and changes what it sends', async () => {
    const id = await created(BHIWANDI_SPECS)
    const res = await update(id, { fields: { docks: 8, flooring: 'vdf', fire_noc: 'no' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(await details(id)).toMatchObject({
      height: 32,
      docks: 8,
      floor_load: 5,
      power_kva: 250,
      flooring: 'vdf',
      fire_noc: false,
      security_24x7: true,
      highway_km: 2.5,
    })
    // JSON works the same way.
    const json = await send(t.app, 'PUT', `/api/properties/${id}`, {
      token: owner.token,
      json: { power_kva: 400, security_24x7: false },
    })
    expect(json.statusCode, json.body).toBe(200)
    expect(await details(id)).toMatchObject({ docks: 8, power_kva: 400, security_24x7: false })
  })

  it.each([
    ['docks', -1, 'Must be 0 or more'],
    ['docks', 501, 'Docks must be at most 500'],
    ['docks', 2.5, 'Docks must be a whole number'],
    ['floor_load', 101, 'Floor load must be at most 100'],
    ['power_kva', 'lots', 'Power must be a number'],
    ['highway_km', -3, 'Must be 0 or more'],
    ['highway_km', 1001, 'Distance to national highway must be at most 1,000'],
    ['flooring', 'marble', 'Flooring must be FM2, VDF, Tremix or Other'],
    ['fire_noc', 'maybe', 'Fire NOC must be yes or no'],
    ['security_24x7', 'sometimes', '24×7 security must be yes or no'],
  ])('refuses %s = %s with 422 naming the field', async (field, value, message) => {
    const res = await create({ [field]: value })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json().errors[field]).toEqual([message])

    const id = await created()
    const again = await update(id, { fields: { [field]: value } })
    expect(again.statusCode, again.body).toBe(422)
    expect(again.json().errors[field]).toEqual([message])
  })
})

describe('the fire NOC certificate', () => {
  it('is taken as a PDF, implies a fire NOC, and downloads (never a page)', async () => {
    const id = await created({}, [await certificate()])
    const d = await details(id)
    expect(d.fire_noc).toBe(true)
    expect(d.fire_noc_file).toMatch(/^files\/[0-9a-f-]{36}\.pdf$/)
    const file = await t.app.inject({ method: 'GET', url: `/storage/${d.fire_noc_file}` })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe('attachment')
    expect(file.headers['content-security-policy']).toContain('sandbox')
    expect(file.rawPayload.equals(fixture.pdf())).toBe(true)
  })

  it('keeps fire NOC = no when the form says so beside a certificate', async () => {
    const id = await created({ fire_noc: 'no' }, [await certificate()])
    expect(await details(id)).toMatchObject({ fire_noc: false })
  })

  it('takes a photo of the certificate as a re-encoded picture', async () => {
    const id = await created({}, [await certificate(await fixture.jpegWithGps(), 'noc.jpg')])
    expect((await details(id)).fire_noc_file).toMatch(/^images\/[0-9a-f-]{36}\.jpg$/)
  })

  it.each([
    ['an HTML page named .pdf', fixture.html, 'fire-noc.pdf'],
    ['a Word file', fixture.docx, 'fire-noc.docx'],
    ['an SVG', fixture.svg, 'fire-noc.svg'],
  ])('refuses %s by its content (415) and creates nothing', async (_, make, filename) => {
    const before = await t.db.select({ id: properties.id }).from(properties)
    const res = await create({}, [await certificate(await make(), filename)])
    expect(res.statusCode, res.body).toBe(415)
    expect(res.json().errors[FIRE_NOC_FILE_FIELD]).toEqual([SPEC_FORM_TEXTS.certificateType])
    expect(await t.db.select({ id: properties.id }).from(properties)).toHaveLength(before.length)
  })

  it('refuses a certificate over the size limit (413)', async () => {
    const big = Buffer.concat([fixture.pdf(), Buffer.alloc(FIRE_NOC_FILE_MAX_BYTES)])
    const res = await create({}, [await certificate(big)])
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().errors[FIRE_NOC_FILE_FIELD]).toEqual([SPEC_FORM_TEXTS.certificateTooLarge])
  })

  it('refuses two certificates in one form', async () => {
    const res = await create({}, [await certificate(), await certificate()])
    expect(res.statusCode, res.body).toBe(422)
  })

  it('a new one replaces the old, whose file goes after the change (and its bytes)', async () => {
    const id = await created({}, [await certificate()])
    const old = (await details(id)).fire_noc_file as string
    const bytes = async () =>
      (await t.db.select().from(users).where(eq(users.id, owner.id)))[0]!.storageBytes
    const before = await bytes()
    const res = await update(id, {
      files: [await certificate(await fixture.png(), 'noc.png')],
    })
    expect(res.statusCode, res.body).toBe(200)
    const now = (await details(id)).fire_noc_file as string
    expect(now).not.toBe(old)
    expect(now).toMatch(/^images\/.*\.png$/)
    expect(await t.app.storage.size(old)).toBeUndefined()
    expect(await bytes()).not.toBe(before)
    const served = await t.app.inject({ method: 'GET', url: `/storage/${old}` })
    expect(served.statusCode).toBe(404)
  })

  it('goes with a deleted draft', async () => {
    const id = await created({}, [await certificate()])
    const file = (await details(id)).fire_noc_file as string
    const res = await send(t.app, 'DELETE', `/api/properties/${id}`, { token: owner.token })
    expect(res.statusCode, res.body).toBe(200)
    expect(await t.app.storage.size(file)).toBeUndefined()
  })
})

describe('verification', () => {
  it('is cleared when a specification changes, in the same change', async () => {
    const id = await created(BHIWANDI_SPECS)
    await verify(id)
    const res = await update(id, { fields: { floor_load: 3 } })
    expect(res.statusCode, res.body).toBe(200)
    expect(await details(id)).toMatchObject({ floor_load: 3, verified: false })
  })

  it('is cleared when the clear height changes', async () => {
    const id = await created(BHIWANDI_SPECS)
    await verify(id)
    await update(id, { fields: { height: 28 } })
    expect((await details(id)).verified).toBe(false)
  })

  it('is cleared by a new certificate', async () => {
    const id = await created(BHIWANDI_SPECS, [await certificate()])
    await verify(id)
    await update(id, { files: [await certificate()] })
    expect((await details(id)).verified).toBe(false)
  })

  it('stays when the same values come again or only other fields change', async () => {
    const id = await created(BHIWANDI_SPECS)
    await verify(id)
    // The wizard's step 1 sends every field again.
    await update(id, { fields: { ...BHIWANDI_SPECS, name: 'Grade A warehouse, Vadpe (renamed)' } })
    await update(id, { fields: { description: 'Dock levellers on all six docks.', length: 310 } })
    await update(id, { files: [await imagePart()] })
    expect((await details(id)).verified).toBe(true)
  })

  it('a refused change leaves the verification as it was', async () => {
    const id = await created(BHIWANDI_SPECS)
    await verify(id)
    const res = await update(id, {
      fields: { docks: 2 },
      files: [await certificate(fixture.html(), 'noc.pdf')],
    })
    expect(res.statusCode, res.body).toBe(415)
    expect(await details(id)).toMatchObject({ docks: 6, verified: true })
  })
})
