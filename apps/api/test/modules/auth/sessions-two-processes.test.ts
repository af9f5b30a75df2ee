import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { AUTH_SUCCESS } from '@app/contract/auth'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../../src/db/client'
import { users } from '../../../src/db/schema/index'
import { hashPassword } from '../../../src/lib/password'
import { testConfig } from '../../helpers/app'
import { makeUser } from '../../helpers/listings'

/**
 * Revocation reaches every instance of the session cache: two API processes (as behind a load
 * balancer) on one fresh PostgreSQL database, each caching the sessions it has looked up. A
 * change made through one must end what the other serves from memory. Needs DATABASE_URL
 * (the embedded PGlite lives in one process).
 *
 * Ordering: the instance that made the change drops its own entries before it answers, so it
 * is checked at once. The other hears of it through its LISTEN connection, which PostgreSQL
 * writes to when the change commits, independently of the writer's answer; the test waits for
 * that observable event (the server reports each 'auth' notification after its cache has
 * handled it), not for a time, and only then asks it. Without the notification handling, that
 * instance would keep answering from memory, and the test fails.
 */
const url = testConfig().databaseUrl
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))
const PASSWORD = 'godown-pass-1'

interface Instance {
  url: string
  /** Resolves once this instance has heard (and handled) an 'auth' notification for `userId`. */
  heard(userId: number): Promise<void>
  cached(): Promise<number>
  close(): Promise<void>
}

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/modules/auth/session-server.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const exited = once(child, 'exit')
  const heardIds: number[] = []
  const waiting: { userId: number; resolve: () => void }[] = []
  const replies: ((value: { cached: number }) => void)[] = []
  let ready: (url: string) => void
  const listening = new Promise<string>((resolve) => (ready = resolve))
  createInterface({ input: child.stdout }).on('line', (line) => {
    const message = JSON.parse(line) as { url?: string; heard?: number; cached?: number }
    if (message.url) ready(message.url)
    if (message.heard !== undefined) {
      heardIds.push(message.heard)
      for (const w of waiting.filter((w) => w.userId === message.heard)) w.resolve()
    }
    if (message.cached !== undefined) replies.shift()?.({ cached: message.cached })
  })
  const started = await Promise.race([
    listening,
    exited.then(() => {
      throw new Error('an API instance ended during start-up')
    }),
  ])
  return {
    url: started,
    heard: (userId) =>
      heardIds.includes(userId)
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ userId, resolve })),
    async cached() {
      const reply = new Promise<{ cached: number }>((resolve) => replies.push(resolve))
      child.stdin.write('size\n')
      return (await reply).cached
    },
    async close() {
      child.stdin.end()
      await exited
    },
  }
}

describe.skipIf(!url)('the session cache on two API processes (needs DATABASE_URL)', () => {
  const name = `test_${randomBytes(6).toString('hex')}`
  let admin: pg.Client
  let database: Database
  let dataDir: string
  let a: Instance
  let b: Instance

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const target = new URL(url!)
    target.pathname = `/${name}`
    database = await openDatabase({ url: target.toString(), poolSize: 2 })
    await database.migrate(testConfig().migrationsDir)
    dataDir = await mkdtemp(path.join(tmpdir(), 'sessions-two-'))
    ;[a, b] = await Promise.all([
      startInstance(target.toString(), dataDir),
      startInstance(target.toString(), dataDir),
    ])
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await database?.close()
    await admin?.query(`drop database if exists ${name} with (force)`)
    await admin?.end()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** A seeker with a known password; answers its phone number for logging in. */
  async function person(userType = 1) {
    const user = await makeUser(database.db, userType)
    const [row] = await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, user.id))
      .returning({ phone: users.phoneNumber })
    return { id: user.id, phone: row!.phone }
  }

  const send = (instance: Instance, method: string, route: string, token?: string, body?: object) =>
    fetch(`${instance.url}/api${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  const me = (instance: Instance, token: string) => send(instance, 'GET', '/me', token)
  async function login(instance: Instance, phone: string, password = PASSWORD) {
    const res = await send(instance, 'POST', '/login', undefined, {
      email_or_phone: phone,
      password,
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { data: { token: string } }).data.token
  }

  it('logging out on one instance ends the session on the other', async () => {
    const { id, phone } = await person()
    const token = await login(a, phone)
    const cachedBefore = await b.cached()
    expect((await me(a, token)).status).toBe(200)
    expect((await me(b, token)).status).toBe(200)
    // Both now answer this token from memory.
    expect(await b.cached()).toBe(cachedBefore + 1)

    const out = await send(a, 'POST', '/logout', token)
    expect(out.status).toBe(200)
    expect(((await out.json()) as { message: string }).message).toBe(AUTH_SUCCESS.loggedOut)
    expect((await me(a, token)).status).toBe(401)
    await b.heard(id)
    expect((await me(b, token)).status).toBe(401)
  })

  it('a password change on one instance ends every session on the other', async () => {
    const { id, phone } = await person()
    const onA = await login(a, phone)
    const onB = await login(a, phone)
    expect((await me(a, onA)).status).toBe(200)
    expect((await me(b, onB)).status).toBe(200)
    expect((await me(b, onA)).status).toBe(200)

    const changed = await send(a, 'POST', '/change-password', onA, {
      old_password: PASSWORD,
      new_password: 'godown-pass-2',
      c_password: 'godown-pass-2',
    })
    expect(changed.status).toBe(200)
    expect((await me(a, onA)).status).toBe(401)
    await b.heard(id)
    expect((await me(b, onB)).status).toBe(401)
    expect((await me(b, onA)).status).toBe(401)
    // The new password works on either.
    expect((await me(b, await login(b, phone, 'godown-pass-2'))).status).toBe(200)
  })

  it('a change of user type on one instance shows on the other', async () => {
    const { id, phone } = await person()
    const token = await login(b, phone)
    const before = (await (await me(b, token)).json()) as { data: { user_type: number } }
    expect(before.data.user_type).toBe(1)
    expect((await me(a, token)).status).toBe(200)

    const upgraded = await send(a, 'POST', '/upgrade-user-type', token, { user_type: 2 })
    expect(upgraded.status).toBe(200)
    const onA = (await (await me(a, token)).json()) as { data: { user_type: number } }
    expect(onA.data.user_type).toBe(2)
    await b.heard(id)
    const onB = (await (await me(b, token)).json()) as {
      data: { user_type: number; permissions: string[] }
    }
    expect(onB.data.user_type).toBe(2)
    expect(onB.data.permissions).toContain('create-properties')
  })
})
