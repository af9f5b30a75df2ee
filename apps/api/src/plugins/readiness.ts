import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Whether this instance should be sent traffic (GET /api/ready): `starting` until whoever
 * starts the process says the database is migrated and the server listens (`ready()`),
 * `draining` from the moment it begins to close (`drain()`, and the close itself).
 */
export interface Readiness {
  readonly state: 'starting' | 'ready' | 'draining'
  /** Migrations applied and the server listening: the starter calls this. */
  ready(): void
  /** Shutting down: 503 from now on, for good. */
  drain(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness
  }
}

export function createReadiness(): Readiness {
  let state: Readiness['state'] = 'starting'
  return {
    get state() {
      return state
    },
    ready() {
      if (state === 'starting') state = 'ready'
    },
    drain() {
      state = 'draining'
    },
  }
}

/**
 * The readiness state, starting; drained as soon as the app begins to close. While draining,
 * every answer closes its connection: a keep-alive client must not keep a connection to a
 * server that is going away (server.close() ends only the connections idle at that moment).
 */
export default fp(async function readiness(app: FastifyInstance) {
  const readiness = createReadiness()
  app.decorate('readiness', readiness)
  app.addHook('preClose', async () => readiness.drain())
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.state === 'draining') reply.header('connection', 'close')
    done(null, payload)
  })
})
