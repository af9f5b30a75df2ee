// Stable ids for scripts/geo/build-geo.mjs: records keep the id they have in the existing output
// files, new records get the next free one.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export function readExisting(outDir, f) {
  const p = path.join(outDir, f)
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : []
}

// keyOf gives a record's key; the records of the existing file have the same fields.
export function assignIds(items, oldItems, keyOf) {
  const old = new Map(oldItems.map((o) => [keyOf(o), o.id]))
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
