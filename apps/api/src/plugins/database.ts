import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ChangeFeed } from '../db/change-feed'
import type { Database, Db } from '../db/client'
import { formatLsn, parseLsn, type Lsn } from '../db/replica'
import { countPublicRead } from '../lib/metrics'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
    /** What changed in the database, for caches to drop (db/change-feed.ts). */
    changes: ChangeFeed
    /**
     * The database for a public read (listings, their detail, the map, compare, listing places,
     * previews and the sitemap), asked for by the request it answers: the read replica when one
     * is configured, answers, and has replayed every change this instance heard of and the
     * client's own last write (READ_AFTER_COOKIE); the primary otherwise (decision 051). Writes,
     * money, sessions and owner, admin and account reads use `app.db`, always the primary.
     */
    readDb(request?: FastifyRequest): Promise<Db>
  }
}

/**
 * Carries the primary's WAL position after a client's last write, so that its next public reads,
 * on whichever instance, wait for the replica to reach it or go to the primary (decision 051).
 * Short-lived: a replica is normally a few milliseconds behind, and once it has replayed the
 * position the cookie changes nothing.
 */
export const READ_AFTER_COOKIE = 'read_after'
const READ_AFTER_MAX_AGE_S = 300
const READ_AFTER_VALUE = new RegExp(
  `(?:^|;\\s*)${READ_AFTER_COOKIE}=([0-9A-Fa-f]{1,8}/[0-9A-Fa-f]{1,8})`,
)

/** The position a request's cookie says its reads must see, if any. */
function readAfter(request: FastifyRequest): Lsn | undefined {
  const cookie = request.headers.cookie
  return cookie ? parseLsn(READ_AFTER_VALUE.exec(cookie)?.[1]) : undefined
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Makes the already-open database available to every route; the owner closes it. */
export default fp(async function database(app: FastifyInstance, opts: { database: Database }) {
  const { db, replica } = opts.database
  app.decorate('database', opts.database)
  app.decorate('db', db)
  app.decorate('changes', await opts.database.changes())
  if (!replica) {
    app.decorate('readDb', () => {
      countPublicRead('primary')
      return Promise.resolve(db)
    })
    return
  }
  const { router } = replica
  /** Requests that read through readDb: public reads (POST /properties too), which wrote nothing. */
  const publicReads = new WeakSet<FastifyRequest>()
  app.decorate('readDb', async (request?: FastifyRequest) => {
    if (request) publicReads.add(request)
    const toReplica = await router.useReplica(request && readAfter(request))
    countPublicRead(toReplica ? 'replica' : 'primary')
    return toReplica ? replica.db : db
  })
  // After a write, the client's next reads must see it: hand it the primary's position now.
  // Synchronous for every other request (no promise per request for nothing).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || publicReads.has(request)) {
      return done(null, payload)
    }
    router.primaryLsn().then(
      (lsn) => {
        const secure = request.protocol === 'https' ? '; Secure' : ''
        reply.header(
          'set-cookie',
          `${READ_AFTER_COOKIE}=${formatLsn(lsn)}; Max-Age=${READ_AFTER_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure}`,
        )
        done(null, payload)
      },
      (error: unknown) => {
        // The write is done; only its read-your-writes is lost (the change feed's fence remains).
        request.log.warn({ err: error }, 'the primary did not tell its WAL position')
        done(null, payload)
      },
    )
  })
})
