import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { OWNER_TEXTS } from '@app/contract/owner'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../../src/app'
import { openDatabase, type Database } from '../../../src/db/client'
import { testConfig } from '../../helpers/app'
import { listing, makeUser } from '../../helpers/listings'
import { multipart } from '../../helpers/multipart'
import { startLocalS3, type LocalS3 } from '../../helpers/s3'
import * as fixture from '../../helpers/upload-fixtures'

/**
 * Two API instances, as behind a load balancer: one database and one S3 bucket, and nothing
 * else in common (each has its own DATA_DIR and connection pool). What one stores, the other
 * serves and manages. On PostgreSQL (DATABASE_URL) each instance has its own pool on one
 * database; on the embedded PGlite they share the one in-process database.
 */
const url = testConfig().databaseUrl

async function sharedDatabases(): Promise<{
  first: Database
  second: Database
  drop(): Promise<void>
}> {
  if (!url) {
    const database = await openDatabase({})
    await database.migrate(testConfig().migrationsDir)
    return { first: database, second: database, drop: () => database.close() }
  }
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const first = await openDatabase({ url: target.toString(), poolSize: 5 })
  await first.migrate(testConfig().migrationsDir)
  const second = await openDatabase({ url: target.toString(), poolSize: 5 })
  return {
    first,
    second,
    async drop() {
      await first.close()
      await second.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

describe('two API instances on one database and one S3 bucket', () => {
  let s3: LocalS3
  let databases: Awaited<ReturnType<typeof sharedDatabases>>
  let dirs: string[]
  let one: App
  let two: App
  let owner: Awaited<ReturnType<typeof makeUser>>
  let propertyId: number

  beforeAll(async () => {
    s3 = await startLocalS3()
    databases = await sharedDatabases()
    dirs = [
      await mkdtemp(path.join(tmpdir(), 'api-one-')),
      await mkdtemp(path.join(tmpdir(), 'api-two-')),
    ]
    const app = (dataDir: string, database: Database) =>
      buildApp({ config: testConfig({ ...s3.env, DATA_DIR: dataDir }), database, logger: false })
    one = await app(dirs[0]!, databases.first)
    two = await app(dirs[1]!, databases.second)
    await Promise.all([one.ready(), two.ready()])
    owner = await makeUser(databases.first.db, 2)
    propertyId = await listing(databases.first.db, owner.id, { steps: 2 })
  })
  afterAll(async () => {
    await Promise.all([one.close(), two.close()])
    await databases.drop()
    await s3.close()
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
  })

  const auth = () => ({ authorization: `Bearer ${owner.token}` })

  it("serves and manages each other's uploads", async () => {
    const pdf = fixture.pdf()
    const form = multipart(
      { property_id: propertyId, name: 'Lease', order_number: 1 },
      { field: 'img_url', filename: 'lease.pdf', data: pdf },
    )
    const uploaded = await one.inject({
      method: 'POST',
      url: '/api/propertyAttachment',
      payload: form.payload,
      headers: { ...form.headers, ...auth() },
    })
    expect(uploaded.statusCode).toBe(201)
    const { id, img_url } = uploaded.json().data

    const served = await two.inject(`/storage/${img_url}`)
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(pdf)).toBe(true)
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
    })

    const photo = await fixture.jpegWithGps(640, 480)
    const image = multipart(
      { property_id: propertyId, name: 'Front', order_number: 2 },
      { field: 'img_url', filename: 'front.jpg', data: photo },
    )
    const picture = await two.inject({
      method: 'POST',
      url: '/api/propertyAttachment',
      payload: image.payload,
      headers: { ...image.headers, ...auth() },
    })
    expect(picture.statusCode).toBe(201)
    const stored = picture.json().data.img_url as string
    const [fromTwo, fromOne] = await Promise.all([
      two.inject(`/storage/${stored}`),
      one.inject(`/storage/${stored}`),
    ])
    expect(fromOne.statusCode).toBe(200)
    expect(fromOne.rawPayload.equals(fromTwo.rawPayload)).toBe(true)
    expect((await one.inject(`/storage/${stored.replace('.jpg', '-800.webp')}`)).statusCode).toBe(
      200,
    )

    const listed = await two.inject({
      url: `/api/getAll-attachments/${propertyId}`,
      headers: auth(),
    })
    expect(listed.json().data.map((a: { id: number }) => a.id)).toContain(id)

    const deleted = await two.inject({
      method: 'DELETE',
      url: `/api/propertyAttachment/${id}`,
      headers: auth(),
    })
    expect(deleted.json()).toEqual({ success: true, message: OWNER_TEXTS.attachmentDeleted })
    expect((await one.inject(`/storage/${img_url}`)).statusCode).toBe(404)
    expect(await s3.keys()).not.toContain(img_url)
  })
})
