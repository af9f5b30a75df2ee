import { describe, expect, it } from 'vitest'
import {
  correctWords,
  editDistance,
  editsAllowed,
  isKnown,
  type Vocabulary,
} from '../../../src/modules/listings/words'

/** The edit distance behind typo correction (decision 056), without a database. */
describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['bhiwandi', 'bhiwandi', 0],
    ['bhwiandi', 'bhiwandi', 1],
    ['bhiwndi', 'bhiwandi', 1],
    ['bhiwanddi', 'bhiwandi', 1],
    ['bhiwendi', 'bhiwandi', 1],
    ['bhwiandy', 'bhiwandi', 2],
    ['ca', 'abc', 3],
  ])('%s → %s: %i edits', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d)
    expect(editDistance(b, a, 5)).toBe(d)
  })

  it('stops at max + 1', () => {
    expect(editDistance('bwhianid', 'bhiwandi', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })

  it('allows one edit from 4 letters and two from 6', () => {
    expect([3, 4, 5, 6, 9].map((n) => editsAllowed('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2])
  })
})

describe('correctWords', () => {
  const words = ['bhiwandi', 'chain', 'chakan', 'godown', 'pune']
  const vocabulary: Vocabulary = {
    sorted: [...words].sort(),
    listings: new Map([
      ['bhiwandi', 5],
      ['chain', 1],
      ['chakan', 3],
      ['godown', 9],
      ['pune', 2],
    ]),
  }

  it('keeps known words and prefixes, corrects the rest, the commonest among equals', () => {
    expect(isKnown(vocabulary, 'bhiw')).toBe(true)
    expect(isKnown(vocabulary, 'bhwi')).toBe(false)
    expect(correctWords(vocabulary, ['godown', 'bhwiandi'])).toEqual(['godown', 'bhiwandi'])
    // One edit from both 'chain' and 'chakan': Chakan is in more listings.
    expect(correctWords(vocabulary, ['chakn'])).toEqual(['chakan'])
    expect(correctWords(vocabulary, ['pnuee', 'dyr'])).toEqual(['pnuee', 'dyr'])
  })
})
