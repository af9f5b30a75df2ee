import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { manualChangeFeed } from '../../src/db/change-feed'
import { createReadRouter, formatLsn, REPLAY_CHECK_MS } from '../../src/db/replica'

/**
 * The read router's rules without servers (the real replica is in replica.test.ts): pools that
 * answer the two WAL questions from variables the test moves.
 */
function servers() {
  const s = {
    primaryLsn: 100n,
    replayedLsn: 100n as bigint | null,
    replicaUp: true,
    replicaQueries: 0,
    primaryQueries: 0,
    /** Holds the primary's answers until released (a notification's position not known yet). */
    hold: undefined as Promise<void> | undefined,
  }
  const answer = (lsn: bigint | null) => ({ rows: [{ lsn: lsn === null ? null : formatLsn(lsn) }] })
  const primary = {
    query: async () => {
      s.primaryQueries++
      await s.hold
      return answer(s.primaryLsn)
    },
  } as unknown as pg.Pool
  const replica = {
    query: async () => {
      s.replicaQueries++
      if (!s.replicaUp) throw new Error('connect ECONNREFUSED 127.0.0.1:5433')
      return answer(s.replayedLsn)
    },
  } as unknown as pg.Pool
  return { s, primary, replica }
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the read router', () => {
  it("uses the replica once it has replayed the client's own write, not before", async () => {
    const { s, primary, replica } = servers()
    const router = createReadRouter({ primary, replica, warn: () => {} })
    expect(await router.useReplica()).toBe(true)
    expect(await router.useReplica(150n)).toBe(false)
    s.replayedLsn = 150n
    await later(20)
    expect(await router.useReplica(150n)).toBe(true)
    router.close()
  })

  it('reads the replayed position once per REPLAY_CHECK_MS while the replica is ahead', async () => {
    const { s, primary, replica } = servers()
    let now = 0
    const router = createReadRouter({ primary, replica, warn: () => {}, now: () => now })
    await Promise.all(Array.from({ length: 20 }, () => router.useReplica()))
    now += REPLAY_CHECK_MS - 1
    for (let i = 0; i < 20; i++) await router.useReplica()
    expect(s.replicaQueries).toBe(1)
    now += 1
    await router.useReplica()
    expect(s.replicaQueries).toBe(2)
    router.close()
  })

  it('sends reads to the primary from a notification until the replica has replayed it', async () => {
    const { s, primary, replica } = servers()
    const router = createReadRouter({ primary, replica, warn: () => {} })
    const feed = manualChangeFeed()
    router.follow(feed)
    expect(await router.useReplica()).toBe(true)
    let release!: () => void
    s.hold = new Promise((resolve) => (release = resolve))
    s.primaryLsn = 200n
    feed.notify('listings', '')
    // The change's position is not known yet: the primary, whatever the replica says.
    expect(router.state.fencing).toBe(true)
    expect(await router.useReplica()).toBe(false)
    release()
    await later(0)
    expect(router.state).toMatchObject({ fencing: false, fence: 200n })
    expect(await router.useReplica()).toBe(false)
    s.replayedLsn = 200n
    await later(20)
    expect(await router.useReplica()).toBe(true)
    // A reset (the feed was deaf) fences too.
    s.primaryLsn = 300n
    feed.setLive(false)
    await later(0)
    expect(router.state.fence).toBe(300n)
    router.close()
  })

  it('skips a replica that does not answer, warns once, and uses it again when it answers', async () => {
    const { s, primary, replica } = servers()
    const warnings: string[] = []
    let now = 0
    const warn = (m: string) => void warnings.push(m)
    const router = createReadRouter({ primary, replica, warn, now: () => now })
    s.replicaUp = false
    for (let i = 0; i < 5; i++) expect(await router.useReplica()).toBe(false)
    expect(s.replicaQueries).toBe(1)
    expect(warnings).toEqual([expect.stringContaining('read replica unreachable')])
    expect(await router.lagSeconds()).toBeNull()
    s.replicaUp = true
    now += 999
    expect(await router.useReplica()).toBe(false)
    now += 1
    // Tried again in the background: this read still goes to the primary, the next may not.
    expect(await router.useReplica()).toBe(false)
    await later(0)
    expect(await router.useReplica()).toBe(true)
    expect(warnings[1]).toContain('answers again')
    router.close()
  })

  it('treats a server that is not replaying as no replica', async () => {
    const { s, primary, replica } = servers()
    const warnings: string[] = []
    const router = createReadRouter({ primary, replica, warn: (m) => warnings.push(m) })
    s.replayedLsn = null
    expect(await router.useReplica()).toBe(false)
    expect(warnings[0]).toContain('not a standby')
    router.close()
  })
})
