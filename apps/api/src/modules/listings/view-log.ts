import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Tx } from '../../db/client'
import { isForeignKeyViolation } from '../../lib/db-errors'
import { recordViews, type Look } from './repository'

declare module 'fastify' {
  interface FastifyInstance {
    /** Looks at listings on their way to the view counts. */
    views: ViewLog
  }
}

/** How long a look waits to be written with others (ms). */
export const VIEW_FLUSH_MS = 1_000
/** Looks written in one statement at most; more pending are written at once. */
export const VIEW_BATCH_MAX = 2_000

/**
 * Views are counted off the detail's path: a look is remembered in memory and written with the
 * others of the next second in one statement (repository.recordViews), so opening a listing
 * reads the database and never waits for a write and its commit (docs/decisions/018). What reads
 * the counts on this instance calls `flush()` first and sees every look so far; other instances
 * see them within a second. A process that dies loses at most that second's looks; closing
 * writes them.
 */
export class ViewLog {
  private readonly pending = new Map<string, Look>()
  private timer: NodeJS.Timeout | undefined
  /** The write under way, if any: writes run one after another. */
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Tx,
    private readonly log: FastifyBaseLogger,
    private readonly flushMs = VIEW_FLUSH_MS,
    private readonly batchMax = VIEW_BATCH_MAX,
  ) {}

  /** Looks waiting to be written (for tests). */
  get size() {
    return this.pending.size
  }

  record(look: Look) {
    const key = `${look.propertyId}|${look.userId}|${look.day}`
    if (this.pending.has(key)) return
    this.pending.set(key, look)
    if (this.pending.size >= this.batchMax) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref()
  }

  /** Writes every look recorded so far; resolves once they are in the database (never throws). */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const looks = [...this.pending.values()]
    this.pending.clear()
    if (looks.length > 0) this.writing = this.writing.then(() => this.write(looks))
    return this.writing
  }

  private async write(looks: Look[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        await recordViews(this.db, looks)
        return
      } catch (error) {
        // A listing deleted while the statement ran fails its foreign key: the next statement's
        // join leaves it out.
        if (attempt < 2 && isForeignKeyViolation(error)) continue
        this.log.error({ err: error, looks: looks.length }, 'views could not be recorded')
        return
      }
    }
  }
}

/** One view log per instance, written out when the app closes. */
export const viewLog = fp(async function viewLog(app: FastifyInstance) {
  const log = new ViewLog(app.db, app.log)
  app.decorate('views', log)
  app.addHook('onClose', () => log.flush())
})
