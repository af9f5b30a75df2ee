import type { FastifyReply } from 'fastify'

/**
 * Bounds on work in flight in this process: counts per key that refuse past a limit (uploads per
 * user, open bodies per IP), and queues that let a fixed number run while the rest wait (image
 * decoding). In memory on purpose: what they guard (open files, memory, CPU) is each process's
 * own, so each process counts its own (docs/decisions/034).
 */

/** A place taken; releasing it more than once does nothing. */
export type Release = () => void

/** Per-key counts of what is in flight, refused past `limit`. Keys with nothing in flight are forgotten. */
export class InFlight {
  readonly #counts = new Map<string, number>()

  constructor(readonly limit: number) {}

  /** Takes a place for `key`, or returns undefined when `limit` are in flight already. */
  take(key: string): Release | undefined {
    const held = this.#counts.get(key) ?? 0
    if (held >= this.limit) return undefined
    this.#counts.set(key, held + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const left = (this.#counts.get(key) ?? 1) - 1
      if (left > 0) this.#counts.set(key, left)
      else this.#counts.delete(key)
    }
  }

  /** How many `key` has in flight. */
  count(key: string): number {
    return this.#counts.get(key) ?? 0
  }

  /** How many keys have something in flight. */
  get keys(): number {
    return this.#counts.size
  }
}

/** At most `width` tasks run at once; the others wait in the order they came. */
export class Queue {
  #running = 0
  readonly #waiting: (() => void)[] = []

  constructor(readonly width: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.width) this.#running++
    // The finishing task hands its place straight to the next, so none can slip in between.
    else await new Promise<void>((resolve) => this.#waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = this.#waiting.shift()
      if (next) next()
      else this.#running--
    }
  }

  /** Tasks waiting for a place. */
  get waiting(): number {
    return this.#waiting.length
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running
  }
}

/** A Queue of `width` per key, forgotten once the key has nothing running or waiting. */
export class KeyedQueue {
  readonly #queues = new Map<string, { queue: Queue; tasks: number }>()

  constructor(readonly width: number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let entry = this.#queues.get(key)
    if (!entry) this.#queues.set(key, (entry = { queue: new Queue(this.width), tasks: 0 }))
    entry.tasks++
    try {
      return await entry.queue.run(task)
    } finally {
      if (--entry.tasks === 0) this.#queues.delete(key)
    }
  }

  /** How many keys have tasks running or waiting. */
  get keys(): number {
    return this.#queues.size
  }
}

/**
 * Releases once the request is over, however it ends: answered, failed, cut off at its deadline
 * or abandoned by the client. The response's `close` comes in every case (and on injected
 * requests too).
 */
export function releaseWhenClosed(reply: FastifyReply, release: Release) {
  const res = reply.raw
  if (res.destroyed) release()
  else res.once('close', release)
}
