import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runExclusively } from '../../src/db/advisory-lock'
import { createTestApp } from '../helpers/app'

describe('jobs that must run once across instances', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('runs a job when no one else holds its lock and answers its result', async () => {
    expect(await runExclusively(t.app.db, 'job-a', async () => 42)).toEqual({
      ran: true,
      result: 42,
    })
  })

  it('skips a job while another run of it holds the lock, and runs it again afterwards', async () => {
    if (t.database.kind === 'pglite') return // one connection: nothing can run beside the holder
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let entered!: () => void
    const inside = new Promise<void>((resolve) => (entered = resolve))
    const first = runExclusively(t.app.db, 'job-b', async () => {
      entered()
      await held
      return 'first'
    })
    await inside
    expect(await runExclusively(t.app.db, 'job-b', async () => 'second')).toEqual({ ran: false })
    expect(await runExclusively(t.app.db, 'job-c', async () => 'other')).toEqual({
      ran: true,
      result: 'other',
    })
    release()
    expect(await first).toEqual({ ran: true, result: 'first' })
    expect(await runExclusively(t.app.db, 'job-b', async () => 'again')).toEqual({
      ran: true,
      result: 'again',
    })
  })
})
