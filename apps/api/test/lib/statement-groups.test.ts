import { describe, expect, it } from 'vitest'
import { byPlace, StatementGroups } from '../../src/lib/statement-groups'

/** A statement that ends when told: the attempts it was given, and its release. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

interface Attempt {
  user: number
  value: string
}

function groups(
  options: { slots?: number; groupMax?: number; failMany?: boolean; reads?: boolean } = {},
) {
  const statements: { attempts: Attempt[]; open: () => void }[] = []
  const run = async (attempts: Attempt[]) => {
    const g = gate()
    statements.push({ attempts, open: g.open })
    await g.opened
  }
  const g = new StatementGroups<Attempt, string>({
    slots: options.slots ?? 1,
    groupMax: options.groupMax ?? 32,
    keyOf: options.reads ? undefined : (a) => a.user,
    many: async (attempts) => {
      await run(attempts)
      if (options.failMany) throw new Error('grouped statement failed')
      return new Map(attempts.map((a, n) => [n, `many:${a.value}`]))
    },
    single: async (attempt) => {
      await run([attempt])
      if (attempt.value === 'bad') throw new Error('bad attempt')
      return `single:${attempt.value}`
    },
  })
  return { g, statements }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('StatementGroups', () => {
  it('sends a lone attempt alone and groups those that wait, one per key, in order', async () => {
    const { g, statements } = groups()
    const first = g.run({ user: 1, value: 'a' })
    const rest = [
      g.run({ user: 2, value: 'b' }),
      g.run({ user: 3, value: 'c' }),
      g.run({ user: 2, value: 'd' }),
    ]
    await tick()
    expect(statements.map((s) => s.attempts.map((a) => a.value))).toEqual([['a']])
    statements[0]!.open()
    expect(await first).toBe('single:a')
    await tick()
    // User 2's second attempt waits for the next statement.
    expect(statements[1]!.attempts.map((a) => a.value)).toEqual(['b', 'c'])
    statements[1]!.open()
    await tick()
    expect(statements[2]!.attempts.map((a) => a.value)).toEqual(['d'])
    statements[2]!.open()
    expect(await Promise.all(rest)).toEqual(['many:b', 'many:c', 'single:d'])
  })

  it('never runs two statements holding one key at once', async () => {
    const { g, statements } = groups({ slots: 2 })
    const a = g.run({ user: 1, value: 'a' })
    const b = g.run({ user: 1, value: 'b' })
    const c = g.run({ user: 2, value: 'c' })
    await tick()
    // Two slots, but user 1 is in the running statement: b waits, c goes beside it.
    expect(statements.map((s) => s.attempts.map((x) => x.value))).toEqual([['a'], ['c']])
    statements[0]!.open()
    statements[1]!.open()
    await tick()
    expect(statements[2]!.attempts.map((x) => x.value)).toEqual(['b'])
    statements[2]!.open()
    expect(await Promise.all([a, b, c])).toEqual(['single:a', 'single:b', 'single:c'])
  })

  it('runs a failed group one by one, each with its own outcome', async () => {
    const { g, statements } = groups({ failMany: true })
    const first = g.run({ user: 1, value: 'a' })
    const good = g.run({ user: 2, value: 'b' })
    const bad = g.run({ user: 3, value: 'bad' })
    await tick()
    statements[0]!.open()
    await first
    await tick()
    statements[1]!.open()
    await tick()
    for (const s of statements.slice(2)) s.open()
    expect(await good).toBe('single:b')
    await expect(bad).rejects.toThrow('bad attempt')
  })

  it('groups reads with no key: attempts of one user share a statement, at most groupMax', async () => {
    const { g, statements } = groups({ reads: true, groupMax: 3 })
    const first = g.run({ user: 1, value: 'a' })
    const rest = ['b', 'c', 'd', 'e'].map((value) => g.run({ user: 1, value }))
    await tick()
    statements[0]!.open()
    expect(await first).toBe('single:a')
    await tick()
    expect(statements[1]!.attempts.map((a) => a.value)).toEqual(['b', 'c', 'd'])
    statements[1]!.open()
    await tick()
    statements[2]!.open()
    expect(await Promise.all(rest)).toEqual(['many:b', 'many:c', 'many:d', 'single:e'])
  })

  it('byPlace answers each attempt from results found by key, none for a key not found', () => {
    const found = new Map([
      ['x', 1],
      ['y', 2],
    ])
    expect([...byPlace(['y', 'z', 'x', 'y'], found)]).toEqual([
      [0, 2],
      [2, 1],
      [3, 2],
    ])
  })

  it('without `single`, a lone attempt is `many` of one', async () => {
    const asked: number[][] = []
    const g = new StatementGroups<number, string>({
      many: async (attempts) => {
        asked.push(attempts)
        return new Map(attempts.flatMap((a, n) => (a > 0 ? [[n, `many:${a}`] as const] : [])))
      },
    })
    expect(await g.run(7)).toBe('many:7')
    expect(await g.run(-1)).toBeUndefined()
    expect(asked).toEqual([[7], [-1]])
  })
})
