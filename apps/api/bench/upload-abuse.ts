/**
 * What abusive uploads cost the API (issue 24, docs/decisions/034), measured on the API in a
 * child process of its own (test/helpers/upload-abuse-server.ts, under the API's heap options):
 *
 * 1. stalled: one owner opens STALLED uploads that start and never finish; the API's open files
 *    (/proc/<pid>/fd) once they have all arrived, what they were answered, and how long another
 *    owner's read and small picture upload take meanwhile;
 * 2. pictures: one owner uploads PICTURES huge PNGs at once (noise, every pixel decoded); the
 *    API's peak RSS (VmHWM), its RSS once idle again, its CPU time, what they were answered,
 *    and how long another owner's reads and small picture upload take meanwhile.
 *
 *   npx tsx apps/api/bench/upload-abuse.ts [--stalled 500] [--pictures 8] [--size 7000x7000]
 *     [--file picture] [--only stalled|pictures]
 *     [--env NAME=VALUE]...   (for the API process, e.g. MALLOC_ARENA_MAX=2)
 *
 * PGlite unless DATABASE_URL is set. Pictures are made once and kept in the temporary folder.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { apiEnv } from '../node-options.mjs'
import {
  mib,
  noisePng,
  openFiles,
  otherOwnersRead,
  peakRssOf,
  resetPeak,
  rssOf,
  stalledUpload,
  startAbuseApi,
  timed,
  uploadFile,
  type AbuseApi,
} from '../test/helpers/upload-abuse'

const { values } = parseArgs({
  options: {
    stalled: { type: 'string', default: '500' },
    pictures: { type: 'string', default: '8' },
    size: { type: 'string', default: '7000x7000' },
    /** A picture of your own instead of the noise PNG. */
    file: { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
    only: { type: 'string' },
  },
})
const STALLED = Number(values.stalled)
const PICTURES = Number(values.pictures)
const [WIDTH, HEIGHT] = values.size.split('x').map(Number) as [number, number]
const childEnv = Object.fromEntries(
  values.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
)
/** How long the API is left idle before its settled RSS is read. */
const SETTLE_MS = 5_000
/** How often the other owner reads while the pictures are processed. */
const READ_EVERY_MS = 250

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const tally = (statuses: (number | undefined)[]) => {
  const counts = new Map<string, number>()
  for (const s of statuses)
    counts.set(String(s ?? 'no answer'), (counts.get(String(s ?? 'no answer')) ?? 0) + 1)
  return [...counts].map(([s, n]) => `${n} x ${s}`).join(', ')
}

/** CPU seconds (user + system) a process has used: /proc/<pid>/stat fields 14 and 15. */
async function cpuSecondsOf(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

async function withApi<T>(work: (api: AbuseApi) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'upload-abuse-'))
  const api = await startAbuseApi({ DATA_DIR: dataDir, ...childEnv })
  try {
    return await work(api)
  } finally {
    await api.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** A small photo the other owner uploads meanwhile. */
const smallPhoto = async (dir: string) => {
  const file = path.join(dir, 'small.jpg')
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7' } })
    .jpeg()
    .toFile(file)
  return file
}

async function stalled() {
  await withApi(async (api) => {
    const small = await smallPhoto(path.dirname(await noisePng(64, 64)))
    const before = openFiles(api.pid)
    const uploads = Array.from({ length: STALLED }, () => stalledUpload(api.port, api.abuser))
    // Every upload has arrived and been answered or taken in once the count holds still.
    let peak = before
    let last = -1
    for (let still = 0; still < 8;) {
      await sleep(250)
      const now = openFiles(api.pid)
      peak = Math.max(peak, now)
      still = now === last ? still + 1 : 0
      last = now
    }
    const held = openFiles(api.pid)
    const read = await timed(() => otherOwnersRead(api.base, api.other))
    const upload = await timed(() => uploadFile(api.base, api.other, small))
    const heldAfter = openFiles(api.pid)
    for (const u of uploads) u.close()
    const answers = await Promise.all(
      uploads.map((u) => Promise.race([u.answer, sleep(1_000).then(() => undefined)])),
    )
    await sleep(1_000)
    console.log(`\n${STALLED} stalled uploads from one owner`)
    console.log(
      `  open files: ${before} before, ${held} with them held (peak ${peak}), ${openFiles(api.pid)} after they hung up`,
    )
    console.log(`  answered while held: ${tally(answers.map((a) => a?.status))}`)
    console.log(
      `  another owner meanwhile: read ${read.result} in ${read.ms.toFixed(0)} ms, small photo ${upload.result.status} in ${upload.ms.toFixed(0)} ms (open files then ${heldAfter})`,
    )
  })
}

async function pictures() {
  const file = values.file ?? (await noisePng(WIDTH, HEIGHT))
  const small = await smallPhoto(path.dirname(file))
  const megabytes = ((await readFile(file)).length / 1_000_000).toFixed(0)
  await withApi(async (api) => {
    // Warm: sharp loaded, every path of an image upload taken once.
    await uploadFile(api.base, api.other, small)
    await sleep(1_000)
    const before = rssOf(api.pid)
    const cpuBefore = await cpuSecondsOf(api.pid)
    resetPeak(api.pid)

    const reads: number[] = []
    let reading = true
    const reader = (async () => {
      while (reading) {
        reads.push((await timed(() => otherOwnersRead(api.base, api.other))).ms)
        await sleep(READ_EVERY_MS)
      }
    })()
    const started = performance.now()
    const sent = Array.from({ length: PICTURES }, () =>
      timed(() => uploadFile(api.base, api.abuser, file)),
    )
    // The other owner's photo, once the huge ones are in and being decoded.
    await sleep(1_500)
    const otherUpload = await timed(() => uploadFile(api.base, api.other, small))
    const answers = await Promise.all(sent)
    const allDone = performance.now() - started
    reading = false
    await reader
    const peak = peakRssOf(api.pid)
    const cpu = (await cpuSecondsOf(api.pid)) - cpuBefore
    await sleep(SETTLE_MS)
    const settled = rssOf(api.pid)
    const sorted = [...reads].sort((a, b) => a - b)
    const what = values.file ? path.basename(file) : `PNGs of ${WIDTH} x ${HEIGHT}`
    console.log(`\n${PICTURES} ${what} (${megabytes} MB each) at once from one owner`)
    console.log(
      `  answers: ${tally(answers.map((a) => a.result.status))}; all answered in ${(allDone / 1000).toFixed(1)} s; slowest ${(Math.max(...answers.map((a) => a.ms)) / 1000).toFixed(1)} s`,
    )
    console.log(
      `  API RSS: ${mib(before)} before, peak ${mib(peak)}, ${mib(settled)} ${SETTLE_MS / 1000} s after; CPU ${cpu.toFixed(1)} s`,
    )
    console.log(
      `  another owner meanwhile: ${reads.length} reads, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms; small photo ${otherUpload.result.status} in ${otherUpload.ms.toFixed(0)} ms`,
    )
  })
}

const malloc = childEnv.MALLOC_ARENA_MAX ?? apiEnv(process.env).MALLOC_ARENA_MAX
console.log(
  `API: MALLOC_ARENA_MAX=${malloc}, ${JSON.stringify(childEnv)}; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
)
if (values.only !== 'pictures') await stalled()
if (values.only !== 'stalled') await pictures()
