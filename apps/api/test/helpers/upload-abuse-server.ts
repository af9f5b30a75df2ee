/**
 * The API alone in a process of its own, for counting its open files and measuring its memory
 * while one owner abuses the upload routes (test/helpers/upload-abuse.ts starts it with
 * `node --import tsx`, under the API's own heap options). Environment: the app's own (DATA_DIR,
 * DATABASE_URL). When listening it prints one JSON line: its address and two owners, each with
 * a session and a listing at step 3 (attachments).
 */
import type { AddressInfo } from 'node:net'
import { createTestApp } from './app'
import { listing, makeUser, seedPlaces } from './listings'

const t = await createTestApp()
await seedPlaces(t.app.db)
const owner = async () => {
  const user = await makeUser(t.app.db, 2)
  return { token: user.token, propertyId: await listing(t.app.db, user.id, { steps: 2 }) }
}
const [abuser, other] = [await owner(), await owner()]
await t.app.listen({ port: 0, host: '127.0.0.1' })
const { port } = t.app.server.address() as AddressInfo
console.log(JSON.stringify({ base: `http://127.0.0.1:${port}`, port, abuser, other }))

// Ends when the parent closes stdin (or kills it).
process.stdin.resume()
process.stdin.on('end', () => {
  void t.close().then(() => process.exit(0))
})
