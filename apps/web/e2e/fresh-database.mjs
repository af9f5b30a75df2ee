/**
 * Empties the journeys' PostgreSQL database before the server starts on it (playwright.config.ts,
 * with E2E_DATABASE_URL): dropped if a run before left it, then created again, so every run starts
 * on an empty database as on the embedded one. Its name comes with DATABASE_URL (one per E2E_PORT).
 */
import pg from 'pg'

const target = new URL(process.env.DATABASE_URL ?? '')
const name = target.pathname.slice(1)
if (!/^e2e_\d+$/.test(name)) throw new Error(`not a journeys database: ${name}`)
const admin = new URL(target)
admin.pathname = '/postgres'
const client = new pg.Client({ connectionString: admin.toString() })
await client.connect()
try {
  await client.query(`drop database if exists ${name} with (force)`)
  await client.query(`create database ${name}`)
} finally {
  await client.end()
}
