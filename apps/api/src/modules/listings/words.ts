import { TYPO_ONE_EDIT_MIN, TYPO_TWO_EDITS_MIN } from '@app/contract/constants'
import { sql } from 'drizzle-orm'
import type { ChangeFeed } from '../../db/change-feed'
import { queryRows, type Tx } from '../../db/client'
import { isPublished } from '../../domain/listing-policy'
import { properties } from '../../db/schema/index'

/**
 * Typo correction for the keyword (decision 056): the words of published listings (their names,
 * descriptions and town, district and state names, as the search vector holds them) kept in
 * memory, and each unknown word of a search replaced by the closest of them within its edit
 * allowance: one edit for words of TYPO_ONE_EDIT_MIN–5 letters, two from TYPO_TWO_EDITS_MIN,
 * counted as the optimal string alignment distance (a swap of two neighbouring letters is one
 * edit, so 'bhwiandi' is one edit from 'bhiwandi').
 */

/** The most words kept (the most frequent first): bounds memory on any marketplace. */
const VOCABULARY_MAX = 100_000
/**
 * A vocabulary read before a listing change is read again, when a correction needs it, only
 * once it is this old: one read (every published listing's words, about 0.4 s at 100,000
 * listings) at most this often, whatever the rate of changes and misspelt searches.
 */
const VOCABULARY_REFRESH_MS = 10_000

export interface Vocabulary {
  /** Every word, sorted: a word is known when one of them starts with it (searches are prefixes). */
  sorted: string[]
  /** Listings holding each word: among equally close words, the commonest wins. */
  listings: Map<string, number>
  /** The words by length: only those within a word's edit allowance of its length are compared. */
  byLength: string[][]
  /** Corrections already worked out against this vocabulary, up to CORRECTIONS_KEPT. */
  corrections: Map<string, string>
}

/**
 * Corrections kept per vocabulary: a misspelling asked again (each page and sort of it is a
 * page of its own) costs a lookup instead of a pass over the vocabulary.
 */
const CORRECTIONS_KEPT = 10_000

/** A vocabulary of these words, each with the number of listings holding it. */
export function vocabularyOf(listings: Map<string, number>): Vocabulary {
  const sorted = [...listings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const byLength: string[][] = []
  for (const word of sorted) (byLength[word.length] ??= []).push(word)
  return { sorted, listings, byLength, corrections: new Map() }
}

/** The most edits a word of this length may be away from what it is corrected to. */
export const editsAllowed = (word: string) =>
  word.length >= TYPO_TWO_EDITS_MIN ? 2 : word.length >= TYPO_ONE_EDIT_MIN ? 1 : 0

/** editDistance's rows, reused: it runs for every candidate word of a correction. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const

/**
 * Optimal string alignment distance between `a` and `b` (insertions, deletions, substitutions,
 * and swaps of two neighbouring letters, each one edit), or `max + 1` as soon as it must exceed
 * `max`. Letters are UTF-16 code units: every script's letters the search vector keeps are one.
 */
export function editDistance(a: string, b: string, max: number): number {
  const m = a.length
  const n = b.length
  if (Math.abs(m - n) > max) return max + 1
  if (rows[0].length <= n)
    rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)]
  let [before, previous, current] = rows
  for (let j = 0; j <= n; j++) previous[j] = j
  for (let i = 1; i <= m; i++) {
    const ai = a.charCodeAt(i - 1)
    current[0] = i
    let best = i
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1)
      let d = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (ai === bj ? 0 : 1),
      )
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, before[j - 2]! + 1)
      }
      current[j] = d
      if (d < best) best = d
    }
    if (best > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return Math.min(previous[n]!, max + 1)
}

/** Whether some word of the vocabulary starts with `word` (binary search over the sorted words). */
export function isKnown(vocabulary: Vocabulary, word: string) {
  const { sorted } = vocabulary
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < word) lo = mid + 1
    else hi = mid
  }
  return lo < sorted.length && sorted[lo]!.startsWith(word)
}

/**
 * The search's words with each unknown one replaced by the closest known word within its
 * allowance (the fewest edits; then the word in most listings; then the alphabet's first).
 * Known words, words too short to correct and words with nothing close enough stay as typed.
 */
export function correctWords(vocabulary: Vocabulary, words: readonly string[]): string[] {
  return words.map((word) => {
    const max = editsAllowed(word)
    if (max === 0 || isKnown(vocabulary, word)) return word
    const { corrections } = vocabulary
    let corrected = corrections.get(word)
    if (corrected === undefined) {
      corrected = closestWord(vocabulary, word, max)
      if (corrections.size >= CORRECTIONS_KEPT) corrections.clear()
      corrections.set(word, corrected)
    }
    return corrected
  })
}

/** The closest word within `max` edits (then the commonest, then the first), or `word` itself. */
function closestWord(vocabulary: Vocabulary, word: string, max: number): string {
  let best: { word: string; edits: number; listings: number } | undefined
  const shortest = Math.max(0, word.length - max)
  for (let length = shortest; length <= word.length + max; length++) {
    for (const known of vocabulary.byLength[length] ?? []) {
      const edits = editDistance(word, known, best ? Math.min(max, best.edits) : max)
      if (edits > max) continue
      const listings = vocabulary.listings.get(known) ?? 0
      const better =
        !best ||
        edits < best.edits ||
        (edits === best.edits && listings > best.listings) ||
        (edits === best.edits && listings === best.listings && known < best.word)
      if (better) best = { word: known, edits, listings }
    }
  }
  return best?.word ?? word
}

/** The words of published listings and how many listings hold each: one read of the vectors. */
async function readVocabulary(db: Tx): Promise<Vocabulary> {
  const rows = await queryRows<{ word: string; n: number }>(
    db,
    sql`select w.word, count(*)::int as n
      from ${properties} cross join unnest(tsvector_to_array(${properties.search})) as w(word)
      where ${isPublished} and w.word ~ '^[[:alpha:]]+$'
      group by w.word order by count(*) desc, w.word limit ${VOCABULARY_MAX}`,
  )
  return vocabularyOf(new Map(rows.map((r) => [r.word, Number(r.n)])))
}

/**
 * The vocabulary, read when a correction first needs it and kept: marked stale by every listing
 * change (and a reset of the feed, or a feed not live), and then read again when needed once it
 * is VOCABULARY_REFRESH_MS old. One read at a time; the others wait for it.
 */
export function createVocabulary(feed: ChangeFeed, refreshMs = VOCABULARY_REFRESH_MS) {
  let kept: { vocabulary: Vocabulary; at: number; stale: boolean } | undefined
  let reading: Promise<Vocabulary> | undefined
  const markStale = () => {
    if (kept) kept.stale = true
  }
  const stops = [feed.on('listings', markStale), feed.onReset(markStale)]
  return {
    async get(db: Tx): Promise<Vocabulary> {
      const fresh = kept && !kept.stale && feed.live
      if (kept && (fresh || Date.now() - kept.at < refreshMs)) return kept.vocabulary
      reading ??= (async () => {
        const at = Date.now()
        kept = { at, stale: false, vocabulary: await readVocabulary(db) }
        return kept.vocabulary
      })().finally(() => (reading = undefined))
      return reading
    },
    close() {
      for (const stop of stops) stop()
    },
  }
}
export type VocabularyCache = ReturnType<typeof createVocabulary>
