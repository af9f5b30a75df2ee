/**
 * One API instance in a process of its own, for the two-process session test
 * (sessions-two-processes.test.ts starts two with `node --import tsx`) on the database named by
 * DATABASE_URL, already migrated. Protocol, one JSON line each way:
 *   out {url}            listening, its change feed live
 *   out {heard: userId}  the change feed named this user on 'auth' (after the session cache,
 *                        which subscribed first, dropped the user's entries)
 *   in  "size" -> out {cached: n}   sessions held in its cache
 * Closing its stdin stops it.
 */
import type { AddressInfo } from 'node:net'
import { createInterface } from 'node:readline'
import { buildApp } from '../../../src/app'
import { whenLive } from '../../../src/db/change-feed'
import { openDatabase } from '../../../src/db/client'
import { testConfig } from '../../helpers/app'

const config = testConfig()
const database = await openDatabase({ url: config.databaseUrl, poolSize: 5 })
const app = await buildApp({ config, database, logger: false })
await app.ready()
await whenLive(app.changes)
app.changes.on('auth', (userId) => console.log(JSON.stringify({ heard: Number(userId) })))
await app.listen({ port: 0, host: '127.0.0.1' })
const { port } = app.server.address() as AddressInfo
console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }))

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'size') console.log(JSON.stringify({ cached: app.sessionCache.size }))
}
await app.close()
await database.close()
