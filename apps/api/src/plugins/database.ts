import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ChangeFeed } from '../db/change-feed'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
    /** What changed in the database, for caches to drop (db/change-feed.ts). */
    changes: ChangeFeed
  }
}

/** Makes the already-open database available to every route; the owner closes it. */
export default fp(async function database(app: FastifyInstance, opts: { database: Database }) {
  app.decorate('database', opts.database)
  app.decorate('db', opts.database.db)
  app.decorate('changes', await opts.database.changes())
})
