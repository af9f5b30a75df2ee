import type { ListingCard } from '@app/contract/listing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/app'
import { get } from '../../helpers/auth'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'

/**
 * The keyword forgives typos (decision 056): an unknown word is corrected to the closest word of
 * the published listings (one edit for 4–5 letters, two from 6, a swap of neighbours one edit),
 * the answer says what it searched for, and a keyword that finds something is never rewritten.
 * With a keyword, the best matches come first.
 */
let t: Awaited<ReturnType<typeof createTestApp>>
let token: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedPlaces(db)
  const owner = await makeUser(db, 2)
  token = (await makeUser(db, 1)).token
  const add = async (key: string, o: Parameters<typeof listing>[2]) => {
    ids[key] = await listing(db, owner.id, o)
  }
  // Created in this order: ids grow, and the newest is the last.
  await add('cold', {
    name: 'Cold storage, cold chain ready',
    description: 'Cold rooms for frozen goods.',
    city: PLACES.chakan,
  })
  await add('bhiwandi', { name: 'Godown near the highway', city: PLACES.bhiwandi })
  await add('warehouse', {
    name: 'Grade A warehouse',
    description: 'A cold corner for pharma.',
    city: PLACES.sanand,
  })
  await add('twin', {
    name: 'Grade A warehouse',
    description: 'A cold corner for pharma.',
    city: PLACES.sanand,
  })
}, 60_000)
afterAll(() => t?.close())

async function search(query: string) {
  const res = await get(t.app, `/api/agents-propertys?${query}`, { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    data: ListingCard[]
    pagination: { total: number }
    searched_for?: string
  }
}
const idsOf = (body: { data: ListingCard[] }) => body.data.map((c) => c.id)

describe('typo correction', () => {
  it.each([
    ['bhwiandi', 'bhiwandi', 'a swap of two neighbouring letters (one edit)'],
    ['bhiwndi', 'bhiwandi', 'a missing letter'],
    ['bhiwanddi', 'bhiwandi', 'a letter too many'],
    ['bhiwendi', 'bhiwandi', 'a wrong letter'],
    ['bhwiandy', 'bhiwandi', 'two edits in a word of 6 letters or more'],
    ['wharehosue', 'warehouse', 'a letter too many and a swap'],
    ['pnue', 'pune', 'one edit in a word of 4 letters'],
    ['sanad', 'sanand', 'one edit in a word of 5 letters'],
    ['godown bhwiandi', 'godown bhiwandi', 'the known word kept, the unknown one corrected'],
  ])('%s finds %s: %s', async (typed, meant) => {
    const exact = await search(`q=${encodeURIComponent(meant)}`)
    expect(exact.pagination.total).toBeGreaterThan(0)
    expect(exact.searched_for).toBeUndefined()
    const typo = await search(`q=${encodeURIComponent(typed)}`)
    expect(typo.searched_for).toBe(meant)
    expect(idsOf(typo)).toEqual(idsOf(exact))
  })

  it.each([
    ['tahen', 'two edits in a word of 5 letters (thane)'],
    ['pnuee', 'two edits in a word of 5 letters (pune)'],
    ['bwhianid', 'three edits in a word of 8 letters (bhiwandi)'],
    ['dyr', 'a word of 3 letters (dry)'],
  ])('%s finds nothing: %s', async (typed) => {
    const body = await search(`q=${typed}`)
    expect(body.pagination.total).toBe(0)
    expect(body.searched_for).toBeUndefined()
  })

  it('never rewrites a keyword that finds something', async () => {
    // 'pune' finds Chakan's listing (its district), 'bhiw' is the start of a known word.
    for (const q of ['pune', 'bhiw', 'cold', 'grade warehouse']) {
      const body = await search(`q=${encodeURIComponent(q)}`)
      expect(body.pagination.total, q).toBeGreaterThan(0)
      expect(body.searched_for, q).toBeUndefined()
    }
  })
})

describe('relevance', () => {
  it('is the default with a keyword: the best matches first, ties by id', async () => {
    const body = await search('q=cold')
    // Three mentions of cold, then the two alike (the newer first); the highway godown has none.
    expect(idsOf(body)).toEqual([ids.cold, ids.twin, ids.warehouse])
    expect(idsOf(await search('q=cold&sort=relevance'))).toEqual(idsOf(body))
  })

  it('pages one listing at a time in the same order', async () => {
    const paged: number[] = []
    for (let offset = 0; offset < 3; offset++) {
      paged.push(...idsOf(await search(`q=cold&limit=1&offset=${offset}`)))
    }
    expect(paged).toEqual([ids.cold, ids.twin, ids.warehouse])
  })

  it('gives way to a sort asked for', async () => {
    const body = await search('q=cold&sort=newest')
    expect(idsOf(body)).toEqual([ids.twin, ids.warehouse, ids.cold])
  })

  it('orders as the newest without a keyword', async () => {
    const newest = idsOf(await search('sort=newest'))
    expect(idsOf(await search('sort=relevance'))).toEqual(newest)
    expect(idsOf(await search(''))).toEqual(newest)
  })
})
