// Placing each GeoNames post-office row in a current district, for scripts/geo/build-geo.mjs:
// by its resolver, and where that cannot decide, by the other rows of its PIN.

import { dkey } from './districts.mjs'
import { cmp, letters, levenshtein, nameKey } from './names.mjs'
import { lookup } from './resolvers.mjs'
import { cleanSubdistrict, placeMatchName } from './subdistricts.mjs'

// Sets r.t (the current district), r.method and r.weight on every row; returns the rows by PIN.
export function placeRows(rows, resolverFor) {
  // row-level district resolution
  // sub-district frequency per GeoNames district (to spot values that are
  // just a copy of the post-office name)
  const subFreq = new Map()
  for (const r of rows) {
    r.resolver = resolverFor(r.code, r.gnDistrict)
    r.sub = cleanSubdistrict(r.rawSub, r.code, r.gnDistrict)
    r.subKey = r.sub.junk ? '' : nameKey(r.sub.name)
    r.placeMatch = placeMatchName(r.rawPlace)
    r.placeKey = nameKey(r.placeMatch)
    const k = `${r.resolver.id}|${r.subKey}`
    subFreq.set(k, (subFreq.get(k) ?? 0) + 1)
  }
  // "Noisy" GeoNames districts: most sub-district values occur once (village
  // names typed into the taluk column). There a value seen once is not trusted.
  const noisy = new Set()
  {
    const per = new Map()
    for (const [k, n] of subFreq) {
      const id = k.slice(0, k.lastIndexOf('|'))
      if (k.endsWith('|')) continue // junk
      const v = per.get(id) ?? { distinct: 0, single: 0 }
      v.distinct++
      if (n === 1) v.single++
      per.set(id, v)
    }
    for (const [id, v] of per) if (v.distinct >= 15 && v.single / v.distinct >= 0.7) noisy.add(id)
  }
  for (const r of rows) {
    const once = subFreq.get(`${r.resolver.id}|${r.subKey}`) === 1
    r.selfCopy = !r.sub.junk && once && (r.subKey === r.placeKey || noisy.has(r.resolver.id))
    const sl = letters(r.sub.name)
    r.oldName =
      !r.sub.junk &&
      (r.resolver.oldKeys.has(r.subKey) ||
        r.resolver.oldLetters.some(
          (o) => o.length >= 6 && levenshtein(o, sl) <= (o.length >= 10 ? 2 : 1),
        ))
    const res = r.resolver
    if (res.kind !== 'split') {
      r.t = res.hq
      r.method = res.kind === 'alias' ? 'renamed' : 'same name'
      r.weight = 2
      continue
    }
    const pinNum = Number(r.pin)
    const pr = res.pins.find(([a, b]) => pinNum >= a && pinNum <= b)
    if (pr) {
      r.t = pr[2]
      r.method = 'PIN range'
      r.weight = 2
      continue
    }
    const bySub = !r.sub.junk && !r.oldName && !res.ignoreSub && lookup(res.table, r.sub.name)
    if (bySub) {
      r.t = bySub.t
      r.method = 'sub-district'
      r.weight = 2
      continue
    }
    // "Raipur (Ahmedabad)": a qualifier naming a successor district decides
    const qual = /\(([^)]*)\)/.exec(r.rawPlace)
    if (qual) {
      const ql = letters(qual[1])
      const hit =
        [...res.candidates].find((k) => letters(k.split('|')[1]) === ql) ??
        (res.oldLetters[0] === ql ? dkey(res.hq) : null)
      if (hit) {
        const [st, dn] = hit.split('|')
        r.t = { state: st, district: dn }
        r.method = 'place name'
        r.weight = 1
        continue
      }
    }
    const byPlace = lookup(res.table, r.placeMatch, true)
    if (byPlace) {
      r.t = byPlace.t
      r.method = 'place name'
      r.weight = 1
      r.placeTown = byPlace.name
      continue
    }
    // a real taluk that is in none of the successor lists: if the lists are
    // only the new districts', it stays with the HQ successor
    if (
      !r.sub.junk &&
      !r.selfCopy &&
      !r.oldName &&
      !res.hqListed &&
      !res.ignoreSub &&
      subFreq.get(`${res.id}|${r.subKey}`) >= 3
    ) {
      r.t = res.hq
      r.method = 'taluk kept'
      r.weight = 1
      continue
    }
    r.t = null // decided by PIN vote / HQ fallback below
  }

  // PIN-level vote
  const byPin = new Map()
  for (const r of rows) {
    if (!byPin.has(r.pin)) byPin.set(r.pin, [])
    byPin.get(r.pin).push(r)
  }
  for (const [, prs] of byPin) {
    const votes = new Map()
    for (const r of prs)
      if (r.t) {
        const k = dkey(r.t)
        const v = votes.get(k) ?? { w: 0, n: 0, t: r.t }
        v.w += r.weight
        v.n += 1
        votes.set(k, v)
      }
    for (const r of prs)
      if (!r.t) {
        const own = [...votes.entries()].filter(([k]) => r.resolver.candidates.has(k))
        if (own.length) {
          const [, v] = own.sort((a, b) => b[1].w - a[1].w || b[1].n - a[1].n || cmp(a[0], b[0]))[0]
          r.t = v.t
          r.method = 'PIN vote'
        } else {
          r.t = r.resolver.hq
          r.method = 'HQ fallback'
        }
      }
  }

  if (process.env.GEO_DEBUG_PIN) {
    for (const r of byPin.get(process.env.GEO_DEBUG_PIN) ?? [])
      console.error(
        JSON.stringify({
          place: r.rawPlace,
          gn: r.resolver.id,
          sub: r.rawSub,
          clean: r.sub,
          selfCopy: r.selfCopy,
          oldName: r.oldName,
          to: r.t && dkey(r.t),
          method: r.method,
        }),
      )
  }
  return byPin
}
