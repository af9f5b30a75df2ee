// Towns (cities.json) for scripts/geo/build-geo.mjs: each row's town from its sub-district value,
// else from its PIN's neighbours; spellings merged within a district; ids kept.

import { DISTRICT_HQ_TOWNS, FIXED_CITY } from './corrections.mjs'
import { dkey } from './districts.mjs'
import { assignIds } from './ids.mjs'
import { cmpName, fixCase, letters, levenshtein, nameKey } from './names.mjs'
import { OFFICE, placeAsTown } from './subdistricts.mjs'

// The most common town among the rows.
export const majorityCity = (rs) => {
  const c = new Map()
  for (const r of rs) if (r.city) c.set(r.city, (c.get(r.city) ?? 0) + 1)
  return [...c.entries()].sort((a, b) => b[1] - a[1] || cmpName(a[0], b[0]))[0]?.[0]
}

// Sets r.city on every row and returns the town records.
export function assignTowns(rows, districtRecs, resolvers, oldCities) {
  const districtLettersByState = new Map()
  for (const d of districtRecs) {
    if (!districtLettersByState.has(d.code)) districtLettersByState.set(d.code, new Map())
    districtLettersByState.get(d.code).set(letters(d.name), d.name)
  }
  for (const r of rows) {
    const m = districtLettersByState.get(r.code)
    const l = letters(r.gnDistrict.replace(/\([^)]*\)/g, ' '))
    if (m && !m.has(l)) m.set(l, r.gnDistrict)
  }
  const hqTownLetters = new Set(Object.values(DISTRICT_HQ_TOWNS).map(letters))
  function otherDistrictName(d, name) {
    const l = letters(name)
    if (l === letters(d.name) || hqTownLetters.has(l)) return false
    const n = districtLettersByState.get(d.code)?.get(l)
    return !!n && !oldNamesOf(d).has(l)
  }
  // GeoNames district names that were mapped to d (e.g. "Mahabub Nagar")
  const oldNamesCache = new Map()
  function oldNamesOf(d) {
    if (!oldNamesCache.has(d.id)) {
      const set = new Set()
      for (const res of resolvers.values())
        if (dkey(res.hq) === `${d.code}|${d.name}`)
          set.add(letters(res.id.split('|')[1].replace(/\([^)]*\)/g, ' ')))
      oldNamesCache.set(d.id, set)
    }
    return oldNamesCache.get(d.id)
  }
  // 1) rows with a usable sub-district value ("strong")
  const districtNameById = new Map(districtRecs.map((d) => [d.id, d]))
  for (const r of rows) {
    const d = districtNameById.get(r.districtId)
    const fixed = FIXED_CITY[`${d.code}|${d.name}`] ?? FIXED_CITY[d.code]
    if (fixed) {
      r.city = typeof fixed === 'function' ? fixed(r.rawSub) : fixed
      continue
    }
    if (!r.sub.junk && /^(sadar|huzur)$/i.test(r.sub.name)) {
      r.city = DISTRICT_HQ_TOWNS[`${d.code}|${d.name}`] ?? d.name
      continue
    }
    // a sub-district naming a *different* district of the same state
    // ("Meerut" on a Baghpat row) says nothing about the row's own town
    const other = !r.sub.junk && otherDistrictName(d, r.sub.name)
    const usable = !r.sub.junk && !r.selfCopy && !other
    if (usable && !r.oldName) {
      r.city = r.sub.name
      continue
    }
    // placed by post-office name into a split table: the matched taluk/mandal
    if (r.placeTown) {
      r.city = fixCase(r.placeTown)
      continue
    }
    // "Nalgonda" on a row that stayed in Nalgonda is fine as a town; on a row
    // that moved to Suryapet it is not
    if (usable && (nameKey(d.name) === r.subKey || letters(d.name).includes(letters(r.sub.name)))) {
      r.city = r.sub.name
      continue
    }
  }
  // 2) majority of strong cities within the same PIN and district
  const groupKey = (r) => `${r.pin}|${r.districtId}`
  const groups = new Map()
  for (const r of rows) {
    const k = groupKey(r)
    if (!groups.has(k)) groups.set(k, [])
    groups.get(k).push(r)
  }
  const groupCity = new Map()
  for (const [k, rs] of groups) {
    const c = majorityCity(rs)
    if (c) groupCity.set(k, c)
  }
  let cityByNeighbour = 0,
    cityByPlace = 0,
    cityByPinMajority = 0
  // 3) nearest PIN (numerically, same 3-digit prefix) in the same district
  const pinsByDistrict = new Map()
  for (const k of groupCity.keys()) {
    const [pin, did] = k.split('|')
    if (!pinsByDistrict.has(did)) pinsByDistrict.set(did, [])
    pinsByDistrict.get(did).push(Number(pin))
  }
  for (const list of pinsByDistrict.values()) list.sort((a, b) => a - b)
  const fallbackCity = new Map()
  for (const [k, rs] of groups) {
    if (groupCity.has(k)) continue
    const [pin, did] = k.split('|')
    const p = Number(pin)
    const cand = (pinsByDistrict.get(did) ?? []).filter(
      (q) => Math.floor(q / 1000) === Math.floor(p / 1000),
    )
    let best = null
    for (const q of cand)
      if (
        best === null ||
        Math.abs(q - p) < Math.abs(best - p) ||
        (Math.abs(q - p) === Math.abs(best - p) && q < best)
      )
        best = q
    if (best !== null) {
      fallbackCity.set(k, {
        city: groupCity.get(`${String(best).padStart(6, '0')}|${did}`),
        how: 'neighbour',
      })
      continue
    }
    // 4) the PIN's own head/sub office, else its first post office
    const office = rs.find((r) => OFFICE.test(r.rawPlace.trim())) ?? rs[0]
    fallbackCity.set(k, { city: placeAsTown(office.rawPlace), how: 'place' })
  }
  for (const [k, rs] of groups) {
    for (const r of rs) {
      if (r.city) continue
      if (groupCity.has(k)) {
        r.city = groupCity.get(k)
        cityByPinMajority++
      } else {
        const f = fallbackCity.get(k)
        r.city = f.city
        if (f.how === 'neighbour') cityByNeighbour++
        else cityByPlace++
      }
    }
  }

  // a town that only repeats the district's name -> the district's HQ town
  for (const r of rows) {
    const d = districtNameById.get(r.districtId)
    // "Coimbatore North", "Ludhiana (East)" -> the district town
    const dir = /^(.+?)\s*\(?\b(north|south|east|west)\)?$/i.exec(r.city)
    if (dir && letters(dir[1]) === letters(d.name)) r.city = dir[1]
    const hqTown = DISTRICT_HQ_TOWNS[`${d.code}|${d.name}`]
    if (!hqTown) continue
    const l = letters(r.city)
    if (l === letters(d.name) || l === letters(r.gnDistrict.replace(/\([^)]*\)/g, ' ')))
      r.city = hqTown
  }

  // dedupe city spellings within a district (Raghunathpalli / Raghunathpally,
  // Chapad / Chapadu, Pulivedla / Pulivendla): most frequent spelling wins.
  // Names with a parenthetical qualifier ("Sirpur (T)" vs "Sirpur (U)") are
  // only merged when identical.
  const skel = (s) => {
    const t = letters(s).replace(/ph/g, 'f').replace(/w/g, 'v').replace(/q/g, 'k')
    return (t[0] + t.slice(1).replace(/[aeiouyh]/g, '')).replace(/(.)\1+/g, '$1')
  }
  const canonicalCity = new Map() // `${districtId}|${variant}` -> display
  {
    const freq = new Map() // districtId -> Map(name -> count)
    for (const r of rows) {
      if (!freq.has(r.districtId)) freq.set(r.districtId, new Map())
      const m = freq.get(r.districtId)
      m.set(r.city, (m.get(r.city) ?? 0) + 1)
    }
    for (const [did, m] of freq) {
      const sorted = [...m.entries()].sort((a, b) => b[1] - a[1] || cmpName(a[0], b[0]))
      const clusters = []
      for (const [name] of sorted) {
        const l = letters(name),
          sk = skel(name),
          paren = name.includes('(')
        const cl = clusters.find((c) => {
          if (paren || c.paren) return c.l === l
          const d = levenshtein(c.l, l),
            len = Math.max(c.l.length, l.length)
          if (c.sk === sk) return d <= (len <= 5 ? 1 : Math.max(2, Math.floor(len * 0.3)))
          return len >= 6 && d <= (len >= 9 ? 2 : 1)
        })
        if (cl) cl.members.push(name)
        else clusters.push({ rep: name, l, sk, paren, members: [name] })
      }
      for (const c of clusters) for (const n of c.members) canonicalCity.set(`${did}|${n}`, c.rep)
    }
  }
  for (const r of rows) r.city = canonicalCity.get(`${r.districtId}|${r.city}`)

  const cityRecs = []
  {
    const seen = new Set()
    const all = []
    for (const r of rows) {
      const k = `${r.districtId}|${r.city}`
      if (seen.has(k)) continue
      seen.add(k)
      all.push({ name: r.city, district_id: r.districtId })
    }
    const dOrder = new Map(districtRecs.map((d, i) => [d.id, i]))
    all.sort(
      (a, b) => dOrder.get(a.district_id) - dOrder.get(b.district_id) || cmpName(a.name, b.name),
    )
    cityRecs.push(...all)
  }
  assignIds(cityRecs, oldCities, (c) => `${c.district_id}|${c.name}`)
  const cityId = new Map(cityRecs.map((c) => [`${c.district_id}|${c.name}`, c.id]))
  return {
    cityRecs,
    cityId,
    districtNameById,
    cityStats: { cityByPinMajority, cityByNeighbour, cityByPlace },
  }
}
