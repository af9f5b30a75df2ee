// The current states and districts for scripts/geo/build-geo.mjs: india-state-district's list with
// the fixes of corrections.mjs applied, lookups by spelling, and their records with stable ids.

import { DISTRICT_LIST_FIXES, EXPECTED_DISTRICT_COUNTS, STATES } from './corrections.mjs'
import { assignIds } from './ids.mjs'
import { cmpName, collapse, districtKey, letters } from './names.mjs'

export const dkey = (t) => `${t.state}|${t.district}`

export function currentDistricts(isdData) {
  const stateCodeBySource = new Map(STATES.map((s) => [s.source, s.code]))
  const stateCodeByGeonames = new Map()
  for (const s of STATES) for (const g of s.geonames) stateCodeByGeonames.set(g, s.code)
  if (STATES.length !== 36) throw new Error(`expected 36 states/UTs, have ${STATES.length}`)

  // current districts (india-state-district + fixes)
  const trims = []
  const districtNames = new Map() // code -> [names]
  for (const [srcCode, names] of Object.entries(isdData)) {
    const code = stateCodeBySource.get(srcCode)
    if (!code) throw new Error(`unknown state key in india-state-district: ${srcCode}`)
    districtNames.set(
      code,
      names.map((n) => n),
    )
  }
  const appliedFixes = []
  for (const fix of DISTRICT_LIST_FIXES) {
    const code = stateCodeBySource.get(fix.state) ?? fix.state
    const list = districtNames.get(code)
    if (!list) throw new Error(`fix for unknown state ${fix.state}`)
    if (fix.from == null) {
      if (list.some((n) => n.trim() === fix.to))
        throw new Error(`fix adds existing district ${fix.to}`)
      list.push(fix.to)
    } else {
      const i = list.findIndex((n) => n.trim() === fix.from.trim())
      if (i < 0) throw new Error(`fix: district "${fix.from}" not found in ${fix.state}`)
      if (fix.to == null) list.splice(i, 1)
      else if (Array.isArray(fix.to)) list.splice(i, 1, ...fix.to)
      else list[i] = fix.to
    }
    appliedFixes.push({ ...fix, state: code })
  }
  for (const [code, list] of districtNames) {
    for (let i = 0; i < list.length; i++) {
      const t = collapse(list[i])
      if (t !== list[i]) {
        trims.push({ state: code, from: list[i], to: t })
        list[i] = t
      }
    }
  }
  for (const s of STATES) {
    const n = districtNames.get(s.code)?.length ?? 0
    if (n !== EXPECTED_DISTRICT_COUNTS[s.code])
      throw new Error(
        `${s.code}: expected ${EXPECTED_DISTRICT_COUNTS[s.code]} districts, have ${n}`,
      )
  }
  // district lookup by key, per state
  const districtByKey = new Map() // code -> Map(key -> name)
  for (const [code, list] of districtNames) {
    const m = new Map()
    for (const n of list) {
      for (const k of [districtKey(n), `l:${letters(n)}`]) {
        if (m.has(k) && m.get(k) !== n)
          throw new Error(`${code}: districts ${m.get(k)} and ${n} share key ${k}`)
        m.set(k, n)
      }
    }
    districtByKey.set(code, m)
  }
  // 'XX:Name' or 'Name' (in state `code`) -> {state, district}
  function target(code, spec, ctx) {
    let st = code,
      name = spec
    const m = /^([A-Z]{2}):(.*)$/.exec(spec)
    if (m) {
      st = m[1]
      name = m[2]
    }
    const map = districtByKey.get(st)
    const hit = map && (map.get(`l:${letters(name)}`) ?? map.get(districtKey(name)))
    if (!hit) throw new Error(`${ctx}: no current district "${spec}" in ${st}`)
    return { state: st, district: hit }
  }
  return { stateCodeByGeonames, districtNames, districtByKey, appliedFixes, trims, target }
}

// State and district records, keeping the ids of the existing files.
export function districtRecords(districtNames, oldStates, oldDistricts) {
  const stateRecs = [...STATES]
    .sort((a, b) => cmpName(a.name, b.name))
    .map((s) => ({ code: s.code, name: s.name }))
  assignIds(stateRecs, oldStates, (s) => s.code)

  const districtRecs = []
  for (const s of stateRecs) {
    for (const n of [...districtNames.get(s.code)].sort(cmpName))
      districtRecs.push({ name: n, state_id: s.id, code: s.code })
  }
  assignIds(districtRecs, oldDistricts, (d) => `${d.state_id}|${d.name}`)
  const districtId = new Map(districtRecs.map((d) => [`${d.code}|${d.name}`, d.id]))
  return { stateRecs, districtRecs, districtId }
}
