// Name normalisation for scripts/geo/build-geo.mjs: matching keys, spelling distance, sorting and case.

export const stripAccents = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
export const letters = (s) =>
  stripAccents(s)
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '')

// Spelling-insensitive key: first letter, then consonants without h/y, doubled
// letters collapsed. Mahbubnagar = Mahabub Nagar, Gajwel = Gujvail,
// Zaffargadh = Zafargaddah. Short keys fall back to the exact letters.
export function nameKey(s) {
  const t = letters(s).replace(/ph/g, 'f').replace(/w/g, 'v').replace(/q/g, 'k').replace(/ck/g, 'k')
  if (!t) return ''
  const sk = (t[0] + t.slice(1).replace(/[aeiouyh]/g, '')).replace(/(.)\1+/g, '$1')
  return sk.length >= 4 ? sk : `x:${t}`
}
// District names: ignore parenthetical qualifiers such as "(BH)", "(HP)".
export const districtKey = (s) => nameKey(s.replace(/\([^)]*\)/g, ' '))

// Edit distance with adjacent transpositions (optimal string alignment):
// "Nalgodna" is one edit away from "Nalgonda".
export function levenshtein(a, b) {
  const m = a.length,
    n = b.length
  const d = Array.from({ length: m + 1 }, (_, i) => [i, ...new Array(n).fill(0)])
  for (let j = 0; j <= n; j++) d[0][j] = j
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[m][n]
}

export const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0)
const sortKey = (s) => stripAccents(s).toLowerCase()
export const cmpName = (a, b) => cmp(sortKey(a), sortKey(b)) || cmp(a, b)

export const collapse = (s) => s.replace(/\s+/g, ' ').trim()

// Title Case for ALL CAPS / all lower-case values; otherwise only make sure
// each word (and each part after '.', '(', '-') starts with a capital.
export function fixCase(s, always = true) {
  const allOne = s === s.toUpperCase() || s === s.toLowerCase()
  if (!allOne && !always) return s
  let t = allOne ? s.toLowerCase() : s
  t = t.replace(/(^|[\s.(\-/])([a-z])/g, (m, p, c) => p + c.toUpperCase())
  return t.replace(/([\s-])(i{1,3}|iv|v)$/i, (m, p, r) => p + r.toUpperCase())
}
