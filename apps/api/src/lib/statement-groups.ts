import { sql } from 'drizzle-orm'

/**
 * Statements grouped. At most `slots` statements of one kind run at once; the attempts that
 * arrive meanwhile wait and go together in the next one (`many`), at most `groupMax` in all:
 * under load one round trip (and for writes one commit) serves many attempts, and alone an
 * attempt goes straight out as its own statement (`single`, or `many` of one).
 *
 * Writes name a key (whose rows an attempt writes: a user, a rate-limit window): one attempt
 * per key in a statement, and an attempt whose key is in a running statement waits for it to
 * end, so two statements never hold rows of one key at once: they cannot wait for each other's
 * locks in a circle. Reads name none. Each grouped attempt must be what it would be alone; a
 * grouped statement that fails must have changed nothing, and its attempts then run one by one,
 * each with its own outcome or error.
 * Used by the unlocks (wallet/unlock.ts), the checkout's confirmations (wallet/payments.ts) and
 * rate-limit hits (lib/rate-limit.ts).
 */
export interface StatementGroupsOptions<A, R> {
  /** Statements at once (STATEMENT_SLOTS unless given). */
  slots?: number
  /** The most attempts in one statement: GROUP_MAX unless given, never more (see groupRows). */
  groupMax?: number
  /** Whose rows an attempt writes: one attempt per key in a statement. None for reads. */
  keyOf?: (attempt: A) => string | number
  /** Several attempts in one statement: each one's result by its place in `attempts`. */
  many: (attempts: A[]) => Promise<Map<number, R>>
  /** One attempt in a statement of its own, with its retries if any; `many` of one unless given. */
  single?: (attempt: A) => Promise<R | undefined>
}

/**
 * A grouped statement's attempts as the rows of `i` with `columns` (SQL column definitions),
 * from the JSON array its placeholder `items` holds. Never more than GROUP_MAX of them, and the
 * LIMIT says so to the planner, which takes any json_to_recordset for 100 rows: planned for
 * 100, a statement hashed whole tables (every unlock of everyone, to find a group's few) where a
 * group's size calls for an index lookup per attempt, and each connection kept that plan
 * (docs/decisions/081).
 */
export const groupRows = (columns: string) =>
  sql`(select * from json_to_recordset(${sql.placeholder('items')}::json) as i(${sql.raw(columns)})
    limit ${sql.raw(String(GROUP_MAX))}) as i`

/** Statements of one kind at once: fewer than the pool's connections, so other routes keep some. */
export const STATEMENT_SLOTS = 4
/** The most attempts in one statement. */
export const GROUP_MAX = 32

interface Waiting<A, R> {
  attempt: A
  resolve: (result: R | undefined) => void
  reject: (error: unknown) => void
}

export class StatementGroups<A, R> {
  private waiting: Waiting<A, R>[] = []
  private running = 0
  /** The keys of the attempts in running statements. */
  private readonly busy = new Set<string | number>()

  private readonly slots: number
  private readonly groupMax: number

  constructor(private readonly options: StatementGroupsOptions<A, R>) {
    this.slots = options.slots ?? STATEMENT_SLOTS
    this.groupMax = Math.min(options.groupMax ?? GROUP_MAX, GROUP_MAX)
  }

  /** The attempt's result (undefined when `many` gave it none), once its statement has run. */
  run(attempt: A): Promise<R | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ attempt, resolve, reject })
      this.next()
    })
  }

  private next() {
    while (this.running < this.slots && this.waiting.length > 0) {
      const group = this.take()
      if (group.length === 0) return
      this.running++
      const { keyOf } = this.options
      const keys = keyOf ? group.map((w) => keyOf(w.attempt)) : []
      for (const key of keys) this.busy.add(key)
      void this.runGroup(group).finally(() => {
        for (const key of keys) this.busy.delete(key)
        this.running--
        this.next()
      })
    }
  }

  /** The first waiting attempts, in order, one per key and none of a running key. */
  private take(): Waiting<A, R>[] {
    if (!this.options.keyOf) return this.waiting.splice(0, this.groupMax)
    const keys = new Set<string | number>()
    const group: Waiting<A, R>[] = []
    const left: Waiting<A, R>[] = []
    for (const w of this.waiting) {
      const key = this.options.keyOf(w.attempt)
      if (group.length < this.groupMax && !keys.has(key) && !this.busy.has(key)) {
        keys.add(key)
        group.push(w)
      } else left.push(w)
    }
    this.waiting = left
    return group
  }

  private async runGroup(group: Waiting<A, R>[]) {
    if (group.length > 1) {
      let results: Map<number, R> | undefined
      try {
        results = await this.options.many(group.map((w) => w.attempt))
      } catch {
        // Nothing of it happened: each goes alone below, with the error of its own if any.
      }
      if (results) {
        group.forEach((w, n) => w.resolve(results.get(n)))
        return
      }
    }
    await Promise.all(group.map((w) => this.single(w.attempt).then(w.resolve, w.reject)))
  }

  private single(attempt: A): Promise<R | undefined> {
    const { single, many } = this.options
    return single ? single(attempt) : many([attempt]).then((results) => results.get(0))
  }
}

/**
 * One StatementGroups per database handle (an app's, a test's), made on first use with the
 * options `of(handle)` gives.
 */
export function groupsPerHandle<H extends object, A, R>(
  of: (handle: H) => StatementGroupsOptions<A, R>,
): (handle: H) => StatementGroups<A, R> {
  const groups = new WeakMap<H, StatementGroups<A, R>>()
  return (handle) => {
    let g = groups.get(handle)
    if (!g) groups.set(handle, (g = new StatementGroups(of(handle))))
    return g
  }
}

/** `many`'s answer from results found by key: each attempt's result, by its place. */
export function byPlace<K, R>(keys: readonly K[], found: ReadonlyMap<K, R>): Map<number, R> {
  const results = new Map<number, R>()
  keys.forEach((key, n) => {
    const result = found.get(key)
    if (result !== undefined) results.set(n, result)
  })
  return results
}
