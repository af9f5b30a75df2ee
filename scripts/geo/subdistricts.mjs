// Cleaning GeoNames sub-district (taluk / tehsil / mandal) values and post-office names into
// town names, for scripts/geo/build-geo.mjs.

import {
  CITY_ALIASES,
  CITY_LOCALITIES,
  JUNK_SUBDISTRICTS,
  SUBDISTRICT_SUFFIXES,
  SUFFIX_EXCEPTIONS,
} from './corrections.mjs'
import { collapse, fixCase, letters } from './names.mjs'

const JUNK = new Set(JUNK_SUBDISTRICTS.map((s) => s.toLowerCase()))
const SUFFIXES = [...SUBDISTRICT_SUFFIXES].sort((a, b) => b.length - a.length)
const SUFFIX_EXC = new Set(SUFFIX_EXCEPTIONS.map((s) => s.toLowerCase()))

// alias keys are compared case- and whitespace-insensitively
const ALIAS = new Map()
for (const [k, v] of Object.entries(CITY_ALIASES)) ALIAS.set(collapse(k).toLowerCase(), v)
for (const [k, { town, names }] of Object.entries(CITY_LOCALITIES))
  for (const n of names) ALIAS.set(collapse(`${k}|${n}`).toLowerCase(), town)
function cityAlias(stateCode, gnDistrict, value) {
  const v = collapse(value).toLowerCase()
  return (
    ALIAS.get(`${stateCode}|${gnDistrict}|${v}`.toLowerCase()) ??
    ALIAS.get(`${stateCode}|*|${v}`.toLowerCase()) ??
    ALIAS.get(`*|*|${v}`)
  )
}

function isJunk(s) {
  const l = s.toLowerCase()
  if (!s || JUNK.has(l)) return true
  const lt = letters(s)
  if (lt.length < 3) return true
  if (lt.length <= 4 && !/[aeiou]/.test(lt)) return true // "Svs", "Cxc", "Hyd" (unless aliased)
  return false
}

// Returns { name, junk }.
export function cleanSubdistrict(raw, stateCode, gnDistrict) {
  // \x60 is a backtick: written as an escape, a backtick in a regex literal reads as an unclosed
  // template string to tools that do not parse regex literals.
  let s = collapse(raw.replace(/[;:\x60[\]]/g, ''))
    .replace(/\s+\.$/, '')
    .replace(/\.{2,}/g, '.')
  let alias = cityAlias(stateCode, gnDistrict, s)
  if (alias) return { name: alias, junk: false }
  if (isJunk(s)) return { name: s, junk: true }
  // "Luki ( Boko Block)", "Jharobari Block ( Chainibardua" -> drop the qualifier
  s = collapse(
    s.replace(/\(([^)]*)\)?/g, (m, inner) =>
      /block|circle|taluk|mouza|mauza|\bpart\b/i.test(inner) || !m.endsWith(')') ? ' ' : m,
    ),
  )
  // "Bagnan,Howrah", "Ranipool / Gangtok" -> first part
  if (/[,/]/.test(s)) s = collapse(s.split(/[,/]/)[0])
  // "Karaikudi-Kallalblock" (taluk-block) -> taluk
  s = s.replace(/^(.+?)\s*-\s*\S*block$/i, '$1')
  // numbered community development blocks: "Binpur-II", "Goghat-1", "Khanakul 2b"
  s = s.replace(/[\s-]+(i{1,3}|iv|[1-4][ab]?)$/i, '')
  s = s.replace(/[\s,-]+$/, '').replace(/(\w{3,})\.$/, '$1')
  s = s.replace(/^(.+?)\s+\1$/i, '$1') // "Ludhiana  ludhiana"
  for (let changed = true; changed;) {
    changed = false
    const l = s.toLowerCase()
    for (const suf of SUFFIXES) {
      if (
        l.endsWith(` ${suf}`) ||
        (suf.startsWith('(') && l.endsWith(suf) && l.length > suf.length)
      ) {
        s = collapse(s.slice(0, s.length - suf.length))
        changed = true
        break
      }
      // glued "...mandalam" / "...mandal" / "...s.o."
      if (
        ['mandalam', 'mandal', 's.o.'].includes(suf) &&
        l.endsWith(suf) &&
        !SUFFIX_EXC.has(l) &&
        l.length - suf.length >= 5
      ) {
        s = collapse(s.slice(0, s.length - suf.length))
        changed = true
        break
      }
    }
  }
  s = s.replace(/[\s.,-]+$/, '')
  alias = cityAlias(stateCode, gnDistrict, s)
  if (alias) return { name: alias, junk: false }
  if (isJunk(s)) return { name: s, junk: true }
  return { name: fixCase(s), junk: false }
}

const PLACE_SUFFIX = /\s*\b(g\.?\s?p\.?\s?o\.?|h\.?\s?o\.?|s\.?\s?o\.?|b\.?\s?o\.?)$/i
export function cleanPlace(raw) {
  return fixCase(collapse(raw), false)
}
// A post-office name prepared for matching taluk names: drop "(Xyz)" qualifiers
// and H.O/S.O/B.O/G.P.O suffixes.
export function placeMatchName(place) {
  return collapse(place.replace(/\([^)]*\)/g, ' ')).replace(PLACE_SUFFIX, '')
}
export const OFFICE = /\b(g\.?p\.?o\.?|h\.?o\.?|s\.?o\.?)$/i
export function placeAsTown(place) {
  return fixCase(
    collapse(collapse(place.replace(/\([^)]*\)/g, ' ')).replace(PLACE_SUFFIX, '')),
    false,
  )
}
