import { describe, expect, it } from 'vitest'
import {
  correctWords,
  editDistance,
  editsAllowed,
  isKnown,
  vocabularyOf,
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
  const vocabulary = vocabularyOf(
    new Map([
      ['bhiwandi', 5],
      ['chain', 1],
      ['chakan', 3],
      ['godown', 9],
      ['pune', 2],
    ]),
  )

  it('keeps known words and prefixes, corrects the rest, the commonest among equals', () => {
    expect(isKnown(vocabulary, 'bhiw')).toBe(true)
    expect(isKnown(vocabulary, 'bhwi')).toBe(false)
    expect(correctWords(vocabulary, ['godown', 'bhwiandi'])).toEqual(['godown', 'bhiwandi'])
    // One edit from both 'chain' and 'chakan': Chakan is in more listings.
    expect(correctWords(vocabulary, ['chakn'])).toEqual(['chakan'])
    expect(correctWords(vocabulary, ['pnuee', 'dyr'])).toEqual(['pnuee', 'dyr'])
  })

  it('compares words of every length within the allowance: insertions and deletions too', () => {
    expect(correctWords(vocabulary, ['bhiwandii', 'bhiwndi', 'gdown', 'godownn'])).toEqual([
      'bhiwandi',
      'bhiwandi',
      'godown',
      'godown',
    ])
  })

  it('takes the alphabet first among equally close and equally common words', () => {
    const ties = vocabularyOf(
      new Map([
        ['warehouses', 4],
        ['warehouse', 4],
      ]),
    )
    // One edit from both (a substitution, or a deletion): the alphabet decides.
    expect(correctWords(ties, ['warehousez'])).toEqual(['warehouse'])
  })

  it('remembers a correction for the vocabulary it was worked out against', () => {
    const fresh = vocabularyOf(new Map([['bhiwandi', 5]]))
    expect(correctWords(fresh, ['bhwiandi'])).toEqual(['bhiwandi'])
    expect(fresh.corrections.get('bhwiandi')).toBe('bhiwandi')
  })
})
