import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import type { App } from '../../../src/app'
import type { Tx } from '../../../src/db/client'
import { pinCodes } from '../../../src/db/schema/index'
import { createTestApp, type TestAppOptions } from '../../helpers/app'
import { nextIp } from '../../helpers/auth'
import { PLACES, seedPlaces } from '../../helpers/listings'

/** A file part of a multipart form. */
export interface FilePart {
  field: string
  filename: string
  content: Buffer
  type?: string
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----owner${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `content-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** A small photo, different per call (so stored files differ). */
let shade = 0
export async function photo() {
  shade = (shade + 37) % 256
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer()
}

export const imagePart = async (field = 'image'): Promise<FilePart> => ({
  field,
  filename: 'front.jpg',
  content: await photo(),
  type: 'image/jpeg',
})

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface SendOptions {
  token?: string | undefined
  /** A JSON body. */
  json?: object
  /** A multipart body: fields and files. */
  form?: { fields?: Record<string, string | number>; files?: FilePart[] }
}

/** One call, as the web client makes it: bearer token, JSON or multipart. */
export function send(app: App, method: Method, url: string, options: SendOptions = {}) {
  const request: InjectOptions = {
    method,
    url,
    remoteAddress: nextIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  }
  if (options.json) request.payload = options.json
  if (options.form) {
    const body = multipart(options.form.fields ?? {}, options.form.files ?? [])
    request.payload = body.payload
    request.headers = { ...request.headers, ...body.headers }
  }
  return app.inject(request)
}

/** The PIN code of the test listings' town, with its point, as the geography has it. */
export const PIN = { pin: '421302', latitude: 19.2967, longitude: 73.0631 }

/** An address in Bhiwandi (Thane, Maharashtra), as step 4 sends it. */
export const bhiwandiAddress = {
  state_id: PLACES.maharashtra.id,
  district_id: PLACES.thane.id,
  city_id: PLACES.bhiwandi.id,
  pin_code: PIN.pin,
  address: 'Gala 12, Shree Complex, Mankoli Naka',
  phone_number: '9812345678',
}

/**
 * An app on a fresh database with uploads in a throw-away folder, the test places and the
 * Bhiwandi PIN code.
 */
export async function ownerTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'owner-'))
  const t = await createTestApp({ ...options, env: { DATA_DIR: dataDir, ...options.env } })
  await seedPlaces(t.database.db)
  await seedPin(t.database.db)
  return {
    ...t,
    db: t.database.db,
    async close() {
      await t.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function seedPin(db: Tx) {
  await db.insert(pinCodes).values({
    pin: PIN.pin,
    stateId: PLACES.maharashtra.id,
    districtId: PLACES.thane.id,
    cityId: PLACES.bhiwandi.id,
    latitude: PIN.latitude,
    longitude: PIN.longitude,
    places: ['Bhiwandi'],
  })
}
