import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachments, properties } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'

/**
 * A listing's documents (decision 039): everyone who may open the listing sees their names, kinds
 * and sizes; the file goes to its managers and to whoever unlocked it, and only through
 * GET property/document/{id}.
 */
const COST = 25
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const PDF_PATH = (n: number) => `files/00000000-0000-4000-8000-00000000010${n}.pdf`

let t: Awaited<ReturnType<typeof createTestApp>>
let owner: { id: number; token: string }
let admin: { id: number; token: string }
let published: number
let draft: number
let hidden: number
let doc: number
let draftDoc: number
let hiddenDoc: number
let picture: number

async function addPdf(propertyId: number, n: number, name: string) {
  await t.app.storage.write(PDF_PATH(n), PDF, { contentType: 'application/pdf' })
  const [row] = await t.database.db
    .insert(attachments)
    .values({
      propertyId,
      imgUrl: PDF_PATH(n),
      name,
      orderNumber: 2,
      attachmentType: 'application/pdf',
      sizeBytes: PDF.length,
    })
    .returning({ id: attachments.id })
  return row!.id
}

beforeAll(async () => {
  t = await createTestApp({ env: { UNLOCK_COST: String(COST) } })
  await seedPlaces(t.database.db)
  owner = await makeUser(t.database.db, 2)
  admin = await makeUser(t.database.db, 99)
  published = await listing(t.database.db, owner.id, { name: 'With a layout plan' })
  draft = await listing(t.database.db, owner.id, { name: 'Half done', steps: 3 })
  hidden = await listing(t.database.db, owner.id, { name: 'Hidden one' })
  doc = await addPdf(published, 1, 'Layout plan ₹ (ground floor)')
  draftDoc = await addPdf(draft, 2, 'Draft plan')
  hiddenDoc = await addPdf(hidden, 3, 'Hidden plan')
  ;[{ id: picture }] = (await t.database.db
    .select({ id: attachments.id })
    .from(attachments)
    .where(eq(attachments.propertyId, published))
    .orderBy(attachments.orderNumber)
    .limit(1)) as [{ id: number }]
})
afterAll(() => t.close())

const download = (id: number, token?: string) =>
  get(t.app, `/api/property/document/${id}`, { token })
const view = (id: number, token: string) =>
  get(t.app, `/api/property/view?property_id=${id}`, { token })
const unlock = (id: number, token: string) =>
  post(t.app, '/api/property/unlock', { property_id: id }, { token })
const hide = (id: number) =>
  t.database.db.update(properties).set({ hiddenAt: new Date() }).where(eq(properties.id, id))

function expectPdf(res: Awaited<ReturnType<typeof download>>) {
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  expect(res.headers['content-disposition']).toMatch(/^attachment; /)
  expect(res.headers['cache-control']).toBe('private, no-store')
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.rawPayload.equals(PDF)).toBe(true)
}

describe('the detail lists documents without where they are stored', () => {
  it('shows a seeker who has not unlocked the name, kind and size, and no path', async () => {
    const seeker = await makeUser(t.database.db, 1)
    const res = await view(published, seeker.token)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.pass).toBe(false)
    expect(data.documents).toEqual([
      {
        id: doc,
        name: 'Layout plan ₹ (ground floor)',
        attachment_type: 'application/pdf',
        size_bytes: PDF.length,
      },
    ])
    // The carousel keeps its pictures; the document's stored name never leaves.
    expect(data.attachments.map((a: { id: number }) => a.id)).toEqual([picture])
    expect(res.body).not.toContain(PDF_PATH(1))
  })

  it("gives the owner's full details each file's size", async () => {
    const res = await get(t.app, `/api/agents-properties-FullDetails?property_id=${published}`, {
      token: owner.token,
    })
    expect(res.statusCode).toBe(200)
    const files = res.json().property_details.attachments
    expect(files).toContainEqual(
      expect.objectContaining({ id: doc, img_url: PDF_PATH(1), size_bytes: PDF.length }),
    )
  })
})

describe('GET property/document/{id}', () => {
  it('asks a visitor to log in (401)', async () => {
    const res = await download(doc)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' })
  })

  it('refuses a seeker who has not unlocked the listing with 403 and says why', async () => {
    const seeker = await makeUser(t.database.db, 1)
    const res = await download(doc, seeker.token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: 'Unlock this listing to download its documents.',
    })
  })

  it('refuses another owner too (403): only this listing’s owner manages it', async () => {
    const other = await makeUser(t.database.db, 2)
    expect((await download(doc, other.token)).statusCode).toBe(403)
  })

  it('sends the file to a seeker once they unlocked the listing, named after the document', async () => {
    const seeker = await makeUser(t.database.db, 1, COST)
    expect((await download(doc, seeker.token)).statusCode).toBe(403)
    expect((await unlock(published, seeker.token)).statusCode).toBe(200)
    const res = await download(doc, seeker.token)
    expectPdf(res)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''Layout%20plan%20%E2%82%B9%20%28ground%20floor%29.pdf; filename="Layout plan _ (ground floor).pdf"`,
    )
  })

  it('sends the file to the owner and to an admin, unfinished listings included', async () => {
    for (const who of [owner, admin]) {
      expectPdf(await download(doc, who.token))
      expectPdf(await download(draftDoc, who.token))
    }
  })

  it('answers 404 for an unfinished listing a seeker cannot open, as the detail does', async () => {
    const seeker = await makeUser(t.database.db, 1)
    const res = await download(draftDoc, seeker.token)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ message: 'Document not found' })
  })

  it('stops serving a hidden listing’s documents to those who unlocked it; its owner keeps them', async () => {
    const seeker = await makeUser(t.database.db, 1, COST)
    expect((await unlock(hidden, seeker.token)).statusCode).toBe(200)
    expectPdf(await download(hiddenDoc, seeker.token))
    await hide(hidden)
    expect((await download(hiddenDoc, seeker.token)).statusCode).toBe(404)
    expectPdf(await download(hiddenDoc, owner.token))
  })

  it('answers 404 for a picture (served as before) and for an id that is no attachment', async () => {
    for (const id of [picture, 999_999]) {
      expect((await download(id, owner.token)).statusCode).toBe(404)
    }
    expect((await download(0, owner.token)).statusCode).toBe(422)
  })
})
