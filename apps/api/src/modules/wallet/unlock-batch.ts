import type { Tx } from '../../db/client'
import type { PropertyRecord } from '../../domain/listing-rows'
import * as repo from './repository'

/**
 * Unlocks grouped into statements. At most SLOTS unlock statements run at once; the unlocks
 * that arrive meanwhile wait and go together in the next one (repository.unlockMany), at most
 * one per user and GROUP_MAX in all: under load one round trip and one commit serve many
 * unlocks, and alone an unlock goes straight out as its own statement. Each grouped unlock is
 * what it would be alone (same claim, debit and ledger entry); a grouped statement that fails
 * changed nothing, and its unlocks then run one by one (`single`), each with its own outcome.
 */

/** Unlock statements at once: fewer than the pool's connections, so other routes keep some. */
const SLOTS = 4
/** The most unlocks in one statement. */
const GROUP_MAX = 32

export type Claimed = { outcome: repo.UnlockOutcome; record: PropertyRecord } | undefined

interface Waiting {
  attempt: repo.UnlockAttempt
  resolve: (claimed: Claimed) => void
  reject: (error: unknown) => void
}

export class UnlockGroups {
  private readonly waiting: Waiting[] = []
  private running = 0

  constructor(
    private readonly db: Tx,
    /** One unlock in a statement of its own (with its retries). */
    private readonly single: (attempt: repo.UnlockAttempt) => Promise<Claimed>,
  ) {}

  claim(attempt: repo.UnlockAttempt): Promise<Claimed> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ attempt, resolve, reject })
      this.next()
    })
  }

  private next() {
    while (this.running < SLOTS && this.waiting.length > 0) {
      const group = this.take()
      this.running++
      void this.run(group).finally(() => {
        this.running--
        this.next()
      })
    }
  }

  /** The first waiting unlocks, in order, one per user (a user's others wait for the next). */
  private take(): Waiting[] {
    const users = new Set<number>()
    const group: Waiting[] = []
    const left: Waiting[] = []
    for (const w of this.waiting) {
      if (group.length < GROUP_MAX && !users.has(w.attempt.userId)) {
        users.add(w.attempt.userId)
        group.push(w)
      } else left.push(w)
    }
    this.waiting.splice(0, this.waiting.length, ...left)
    return group
  }

  private async run(group: Waiting[]) {
    if (group.length > 1) {
      let claimed: Map<number, NonNullable<Claimed>> | undefined
      try {
        claimed = await repo.unlockMany(
          this.db,
          group.map((w) => w.attempt),
        )
      } catch {
        // Nothing of it happened: each goes alone below, with the error of its own if any.
      }
      if (claimed) {
        group.forEach((w, n) => w.resolve(claimed.get(n)))
        return
      }
    }
    await Promise.all(group.map((w) => this.single(w.attempt).then(w.resolve, w.reject)))
  }
}
