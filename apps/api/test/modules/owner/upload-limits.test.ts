import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  BUSY_RETRY_AFTER_S,
  OPEN_BODIES_PER_IP_AT_ONCE,
  UPLOADS_PER_USER_AT_ONCE,
  UPLOAD_LIMIT_TEXTS,
} from '@app/contract/upload-limits'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type App } from '../../../src/app'
import type { Database } from '../../../src/db/client'
import { freshDatabase, testConfig } from '../../helpers/app'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'
import { stalledUpload, uploadFile, type Owner } from '../../helpers/upload-abuse'
import * as fixture from '../../helpers/upload-fixtures'

/**
 * What one person and one network may have open at once (docs/decisions/034), on a listening
 * server: uploads that start and never finish hold their places until they end, however they end.
 */

interface Server {
  app: App
  database: Database
  dataDir: string
  port: number
  base: string
  owner: Owner & { id: number }
  other: Owner & { id: number }
  photo: string
  close: () => Promise<void>
}

async function startServer(stall?: { windowMs: number; minBytes: number }): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'upload-limits-'))
  const database = await freshDatabase()
  const config = testConfig({ DATA_DIR: dataDir })
  const app = await buildApp({
    config: { ...config, http: { ...config.http, ...(stall && { stall }) } },
    database,
    logger: false,
  })
  await seedPlaces(app.db)
  const makeOwner = async () => {
    const user = await makeUser(app.db, 2)
    return { ...user, propertyId: await listing(app.db, user.id, { steps: 2 }) }
  }
  const [owner, other] = [await makeOwner(), await makeOwner()]
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const photo = path.join(dataDir, 'yard.png')
  await writeFile(photo, await fixture.png(64, 48))
  return {
    app,
    database,
    dataDir,
    port,
    base: `http://127.0.0.1:${port}`,
    owner,
    other,
    photo,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** A JSON body that begins and never ends, sent by nobody in particular. */
function stalledJson(port: number) {
  const socket = connect({ port, host: '127.0.0.1' }, () =>
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"email_or_phone":',
    ),
  )
  socket.on('error', () => undefined)
  return socket
}

describe('uploads and bodies in flight at once', () => {
  let s: Server
  const uploadsOf = (owner: { id: number }) => s.app.inFlight.uploads.count(String(owner.id))
  const bodiesFromHere = () => s.app.inFlight.bodies.count('127.0.0.1')

  beforeAll(async () => {
    s = await startServer()
  })
  afterAll(async () => {
    await s?.close()
  })

  it(`an owner with ${UPLOADS_PER_USER_AT_ONCE} uploads under way is refused another with 429 and Retry-After, and may upload again once one ends`, async () => {
    const held = Array.from({ length: UPLOADS_PER_USER_AT_ONCE }, () =>
      stalledUpload(s.port, s.owner),
    )
    await vi.waitFor(() => expect(uploadsOf(s.owner)).toBe(UPLOADS_PER_USER_AT_ONCE))

    const refused = await stalledUpload(s.port, s.owner).answer
    expect(refused).toEqual({
      status: 429,
      retryAfter: String(BUSY_RETRY_AFTER_S),
      message: UPLOAD_LIMIT_TEXTS.uploadsAtOnce,
    })
    // Another owner is not held up by them.
    expect((await uploadFile(s.base, s.other, s.photo)).status).toBe(201)

    // An upload its client gives up on gives its place back.
    held[0]!.close()
    await vi.waitFor(() => expect(uploadsOf(s.owner)).toBe(UPLOADS_PER_USER_AT_ONCE - 1))
    expect((await uploadFile(s.base, s.owner, s.photo)).status).toBe(201)

    for (const upload of held) upload.close()
    await vi.waitFor(() => {
      expect(uploadsOf(s.owner)).toBe(0)
      expect(bodiesFromHere()).toBe(0)
    })
  })

  it(`a network with ${OPEN_BODIES_PER_IP_AT_ONCE} bodies arriving is refused another body, not a read`, async () => {
    const held = Array.from({ length: OPEN_BODIES_PER_IP_AT_ONCE }, () => stalledJson(s.port))
    await vi.waitFor(() => expect(bodiesFromHere()).toBe(OPEN_BODIES_PER_IP_AT_ONCE))

    const refused = await stalledUpload(s.port, s.other).answer
    expect(refused).toEqual({
      status: 429,
      retryAfter: String(BUSY_RETRY_AFTER_S),
      message: UPLOAD_LIMIT_TEXTS.bodiesAtOnce,
    })
    const read = await fetch(`${s.base}/api/created-properties`, {
      headers: { authorization: `Bearer ${s.other.token}` },
    })
    expect(read.status).toBe(200)

    for (const socket of held) socket.destroy()
    await vi.waitFor(() => expect(bodiesFromHere()).toBe(0))
    expect((await uploadFile(s.base, s.other, s.photo)).status).toBe(201)
  })

  it('counts no place for a JSON body that arrives with its request, however many at once', async () => {
    // A price without its fields: each is answered 422 once its body has been read.
    const answers = await Promise.all(
      Array.from({ length: OPEN_BODIES_PER_IP_AT_ONCE * 3 }, () =>
        fetch(`${s.base}/api/propertyprice`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${s.other.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ property_id: s.other.propertyId }),
        }).then((res) => res.status),
      ),
    )
    expect(new Set(answers)).toEqual(new Set([422]))
  })
})

describe('a body that stalls', () => {
  let s: Server
  const STALL = { windowMs: 600, minBytes: 1024 }

  beforeAll(async () => {
    s = await startServer(STALL)
  })
  afterAll(async () => {
    await s?.close()
  })

  it('is cut off with 408 once a window passes without enough of it, and its places are released', async () => {
    const started = performance.now()
    const answer = await stalledUpload(s.port, s.owner).answer
    expect(answer.status).toBe(408)
    // Far sooner than the 13.5 minutes an upload may take; the bound is loose for a loaded machine.
    expect(performance.now() - started).toBeLessThan(15_000)
    await vi.waitFor(() => {
      expect(s.app.inFlight.uploads.count(String(s.owner.id))).toBe(0)
      expect(s.app.inFlight.bodies.count('127.0.0.1')).toBe(0)
    })
  })

  it('is not one while its bytes keep coming', async () => {
    // A 30 KiB text file sent slowly: 2 KiB pieces, one every fifth of the window.
    const boundary = 'slow-but-steady'
    const field = (name: string, value: string | number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const body = Buffer.from(
      field('property_id', s.owner.propertyId) +
        field('name', 'Loading bay notes') +
        field('order_number', 2) +
        `--${boundary}\r\nContent-Disposition: form-data; name="img_url"; filename="notes.txt"\r\n\r\n` +
        'Dock 3 has a leveller.\n'.repeat(1_300) +
        `\r\n--${boundary}--\r\n`,
    )
    const pieces: Buffer[] = []
    for (let at = 0; at < body.length; at += 2048) pieces.push(body.subarray(at, at + 2048))
    const status = await new Promise<number>((resolve, reject) => {
      const socket = connect({ port: s.port, host: '127.0.0.1' }, () => {
        socket.write(
          'POST /api/propertyAttachment HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n' +
            `Authorization: Bearer ${s.owner.token}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
            `Content-Length: ${body.length}\r\n\r\n`,
        )
        const timer = setInterval(() => {
          const piece = pieces.shift()
          if (piece) socket.write(piece)
          else clearInterval(timer)
        }, STALL.windowMs / 5)
        socket.on('close', () => clearInterval(timer))
      })
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
      socket.on('error', reject)
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])))
    })
    expect(pieces.length).toBe(0)
    expect(status).toBe(201)
  })
})
