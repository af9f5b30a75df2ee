import path from 'node:path'
import { parseArgs } from 'node:util'
import { REPO_ROOT } from '../src/config'
import { fail } from './common'

/** The bench's parts, in the order they run. */
export const PARTS = ['listings', 'search', 'wallet', 'soak', 'pglite'] as const
export type Part = (typeof PARTS)[number]
export type Options = ReturnType<typeof options>

/** The command line's options (exits 2 with the usage on a bad one). */
export function options() {
  const usage =
    'Usage: npm run bench -- [--duration S] [--warmup S] [--connections N] [--listings N]\n' +
    `         [--only ${PARTS.join(',')}] [--skip-pglite] [--soak-minutes N] [--pglite-dir DIR] [--record]`
  let values
  try {
    ;({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        duration: { type: 'string', default: '20' },
        warmup: { type: 'string', default: '5' },
        connections: { type: 'string', default: '50' },
        listings: { type: 'string', default: '100000' },
        only: { type: 'string', default: PARTS.join(',') },
        'skip-pglite': { type: 'boolean', default: false },
        'soak-minutes': { type: 'string', default: '10' },
        'pglite-dir': { type: 'string', default: path.join(REPO_ROOT, 'data', 'bench-pglite') },
        record: { type: 'boolean', default: false },
      },
    }))
  } catch (err) {
    fail(`${(err as Error).message}\n${usage}`)
  }
  const int = (
    name: 'duration' | 'warmup' | 'connections' | 'listings' | 'soak-minutes',
    min: number,
    max: number,
  ) => {
    const raw = values[name].replaceAll('_', '')
    const n = Number(raw)
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      fail(`--${name} must be a whole number from ${min} to ${max}, not ${values[name]}\n${usage}`)
    }
    return n
  }
  const only = values.only.split(',').map((s) => s.trim())
  for (const p of only) {
    if (!(PARTS as readonly string[]).includes(p)) {
      fail(`--only takes parts among ${PARTS.join(', ')} (comma-separated), not ${p}\n${usage}`)
    }
  }
  const soakMinutes = int('soak-minutes', 0, 120)
  const parts = new Set(
    (only as Part[]).filter(
      (p) => !(p === 'pglite' && values['skip-pglite']) && !(p === 'soak' && soakMinutes === 0),
    ),
  )
  if (parts.size === 0) fail(`Nothing to run: every part chosen is skipped.\n${usage}`)
  return {
    parts,
    duration: int('duration', 1, 3_600),
    warmup: int('warmup', 0, 600),
    connections: int('connections', 1, 1_000),
    listings: int('listings', 0, 1_000_000),
    soakMinutes,
    pgliteDir: path.resolve(values['pglite-dir']),
    record: values.record,
  }
}
