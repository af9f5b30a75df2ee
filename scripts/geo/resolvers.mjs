// Resolvers for scripts/geo/build-geo.mjs: for each GeoNames district, how its rows find their
// current district (same name, an alias, or a split table of successor districts).

import { GEONAMES_DISTRICT_ALIASES } from './corrections.mjs'
import { dkey } from './districts.mjs'
import { districtKey, letters, levenshtein, nameKey } from './names.mjs'
import { SPLITS } from './splits.mjs'

// Look a taluk / place name up in a split table: same skeleton key and the
// closest spelling (Giddalur and Gudluru share a skeleton but not a spelling).
const lookupCache = new Map() // table -> Map(value -> entry)
// strict (post-office names): same skeleton and at most one edit;
// otherwise (sub-district values) a little more tolerance.
export function lookup(table, value, strict = false) {
  if (!value) return null
  if (!lookupCache.has(table)) lookupCache.set(table, new Map())
  const cache = lookupCache.get(table)
  const ck = `${strict ? 1 : 0}|${value}`
  if (!cache.has(ck)) cache.set(ck, lookupUncached(table, value, strict))
  return cache.get(ck)
}
function lookupUncached(table, value, strict) {
  const l = letters(value)
  const list = table.get(nameKey(value))
  if (!list) {
    if (strict) return null
    // one typo away from a listed name ("Geesungonda" for Geesugonda)
    if (l.length < 6) return null
    const near = [...table.values()]
      .flat()
      .filter((e) => levenshtein(l, e.letters) <= (l.length >= 9 ? 2 : 1))
    if (!near.length || new Set(near.map((e) => dkey(e.t))).size > 1) return null
    return near[0]
  }
  const scored = list.map((e) => ({ e, d: levenshtein(l, e.letters) })).sort((a, b) => a.d - b.d)
  const best = scored[0]
  if (
    best.d >
    (strict ? 1 : Math.max(2, Math.floor(Math.max(l.length, best.e.letters.length) * 0.34)))
  )
    return null
  if (scored[1] && scored[1].d === best.d && dkey(scored[1].e.t) !== dkey(best.e.t)) return null
  return best.e
}

// A table's entry for a GeoNames district ('CODE|District' keys): the exact key, else a key of
// the same state whose district name matches by spelling-insensitive key.
function entryFor(table, code, gnDistrict) {
  return (
    table[`${code}|${gnDistrict}`] ??
    Object.entries(table).find(
      ([k]) => k.split('|')[0] === code && districtKey(k.split('|')[1]) === districtKey(gnDistrict),
    )?.[1]
  )
}

export function districtResolvers(districtByKey, target) {
  const resolvers = new Map() // 'CODE|gnDistrict' -> resolver
  function resolverFor(code, gnDistrict) {
    const id = `${code}|${gnDistrict}`
    if (resolvers.has(id)) return resolvers.get(id)
    let r
    const split = entryFor(SPLITS, code, gnDistrict)
    if (split) {
      const hq = target(code, split.hq, id)
      const table = new Map()
      for (const [dest, names] of Object.entries(split.to)) {
        const t = target(code, dest, id)
        for (const n of names) {
          const k = nameKey(n)
          if (!table.has(k)) table.set(k, [])
          const same = table.get(k).find((e) => e.letters === letters(n))
          if (same && dkey(same.t) !== dkey(t))
            throw new Error(`${id}: "${n}" maps to both ${same.t.district} and ${t.district}`)
          if (!same) table.set(k, [...table.get(k), { t, name: n, letters: letters(n) }])
        }
      }
      const pins = (split.pins ?? []).map(([a, b, d]) => [a, b, target(code, d, id)])
      const candidates = new Set([
        dkey(hq),
        ...[...table.values()].flat().map((v) => dkey(v.t)),
        ...pins.map((p) => dkey(p[2])),
      ])
      const oldKeys = new Set([districtKey(gnDistrict), nameKey(hq.district)])
      const oldLetters = [letters(gnDistrict.replace(/\([^)]*\)/g, ' ')), letters(hq.district)]
      // Does the table list the HQ successor's own taluks? If not, a valid
      // taluk that is in no list belongs to the HQ successor.
      const hqListed = [...table.values()].flat().some((e) => dkey(e.t) === dkey(hq))
      r = {
        id,
        kind: 'split',
        hq,
        table,
        pins,
        candidates,
        oldKeys,
        oldLetters,
        hqListed,
        ignoreSub: !!split.ignoreSubdistrict,
      }
    } else {
      const alias = entryFor(GEONAMES_DISTRICT_ALIASES, code, gnDistrict)
      const t = alias
        ? target(code, alias, id)
        : (() => {
            const map = districtByKey.get(code)
            const hit =
              map.get(`l:${letters(gnDistrict.replace(/\([^)]*\)/g, ' '))}`) ??
              map.get(districtKey(gnDistrict))
            if (!hit)
              throw new Error(
                `GeoNames district "${gnDistrict}" (${code}) has no current match: add an alias or split`,
              )
            return { state: code, district: hit }
          })()
      // not split: a sub-district equal to the (old) district name is simply
      // the HQ town, so no old-name handling (oldKeys empty)
      r = {
        id,
        kind: alias ? 'alias' : 'name',
        hq: t,
        candidates: new Set([dkey(t)]),
        oldKeys: new Set(),
        oldLetters: [],
      }
    }
    resolvers.set(id, r)
    return r
  }
  return { resolvers, resolverFor }
}
