/**
 * Tools for measuring what abusive uploads cost the API: the API in a child process of its own
 * (upload-abuse-server.ts, under the API's production heap options), its open files and resident
 * memory read from /proc, uploads that start and never finish, and huge pictures to upload. Used
 * by test/faults/upload-abuse.test.ts and bench/upload-abuse.ts.
 */
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdir, rename } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { apiEnv } from '../../node-options.mjs'

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const KIB = 1024

export interface Owner {
  token: string
  propertyId: number
}

export interface AbuseApi {
  pid: number
  base: string
  port: number
  /** The owner who abuses the uploads, and one who just uses the site meanwhile. */
  abuser: Owner
  other: Owner
  /** What the child wrote to stderr (start-up failures). */
  errors: () => string
  close: () => Promise<void>
}

/**
 * Starts the API in a child process with the API's heap and allocator settings
 * (apps/api/node-options.mjs) on
 * 127.0.0.1 and a port of its own; `env` goes on top of ours (DATA_DIR, DATABASE_URL...).
 */
export async function startAbuseApi(env: Record<string, string>): Promise<AbuseApi> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/helpers/upload-abuse-server.ts'],
    {
      cwd: REPO_ROOT,
      // What npm start gives the server (heap options, MALLOC_ARENA_MAX), unless `env` says otherwise.
      env: {
        ...apiEnv({ ...process.env, NODE_OPTIONS: '' }),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const first = await lines.next()
  if (first.done) throw new Error(`The API process ended during start-up:\n${stderr}`)
  const ready = JSON.parse(first.value as string) as Omit<AbuseApi, 'pid' | 'errors' | 'close'>
  return {
    ...ready,
    pid: child.pid!,
    errors: () => stderr,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.stdin.end()
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Files a process has open (sockets and pipes included): its /proc/<pid>/fd entries. */
export function openFiles(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length
}

function statusField(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)
  if (!kb) throw new Error(`No ${field} for process ${pid}`)
  return Number(kb[1]) * KIB
}

/** Resident memory of a process now, in bytes. */
export const rssOf = (pid: number) => statusField(pid, 'VmRSS')

/**
 * Peak resident memory of a process since `resetPeak` (VmHWM), in bytes. Sampling cannot miss a
 * peak this way, however short.
 */
export const peakRssOf = (pid: number) => statusField(pid, 'VmHWM')

/** Starts a new peak: the kernel resets VmHWM to the current RSS (Linux 4.0+). */
export function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

/** An answer read off a raw socket: the status and the body, or nothing when it closed first. */
export interface RawAnswer {
  status: number | undefined
  retryAfter: string | undefined
  message: string | undefined
}

/**
 * An upload that begins and never ends, as a stalled client leaves it: the head, the form's
 * fields, the file part's head and `sentBytes` of a file announced as 10 MB, then nothing.
 * `answer` settles when the server answers or closes the connection; `close` hangs up.
 */
export function stalledUpload(port: number, owner: Owner, sentBytes = 4 * KIB) {
  const boundary = 'stalled-upload-boundary'
  const field = (name: string, value: string | number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const start =
    field('property_id', owner.propertyId) +
    field('name', 'Walkthrough') +
    field('order_number', 1) +
    `--${boundary}\r\nContent-Disposition: form-data; name="img_url"; filename="walkthrough.txt"\r\n` +
    'Content-Type: text/plain\r\n\r\n' +
    'x'.repeat(sentBytes)
  const head =
    'POST /api/propertyAttachment HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
    `Authorization: Bearer ${owner.token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
    `Content-Length: ${start.length + 10_000_000}\r\n\r\n`
  const socket: Socket = connect({ port, host: '127.0.0.1' }, () => socket.write(head + start))
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  // Resets and refused writes are what a stalled client gets once the server gives up on it.
  socket.on('error', () => undefined)
  const answer = new Promise<RawAnswer>((resolve) => {
    const settle = () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]
      const body = text.slice(text.indexOf('\r\n\r\n') + 4)
      let message: string | undefined
      try {
        message = (JSON.parse(body) as { message?: string }).message
      } catch {
        message = undefined
      }
      resolve({
        status: status ? Number(status) : undefined,
        retryAfter: /\r\nretry-after: *(\d+)/i.exec(text)?.[1],
        message,
      })
    }
    socket.on('close', settle)
    // An answer whose body is whole: done, whether or not the server closes at once.
    socket.on('data', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1]
      const bodyAt = text.indexOf('\r\n\r\n')
      if (length && bodyAt >= 0 && Buffer.byteLength(text.slice(bodyAt + 4)) >= Number(length)) {
        settle()
      }
    })
  })
  return { answer, close: () => socket.destroy() }
}

/**
 * A PNG of width x height pixels of noise, made once and kept in the system's temporary folder
 * (later runs reuse it). A noise strip repeated across the width: every pixel must be decoded
 * as in a photo, while the file stays small enough to upload (about 0.4 bytes a pixel).
 */
export async function noisePng(width: number, height: number): Promise<string> {
  const dir = path.join(tmpdir(), 'upload-abuse-pictures')
  const file = path.join(dir, `noise-${width}x${height}.png`)
  if (existsSync(file)) return file
  await mkdir(dir, { recursive: true })
  const strip = Math.min(width, 800)
  const noise = await sharp({
    create: {
      width: strip,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer()
  const partial = `${file}.${process.pid}.part`
  await sharp(noise, { limitInputPixels: false })
    .extend({ right: width - strip, extendWith: 'repeat' })
    .png({ compressionLevel: 6 })
    .toFile(partial)
  await rename(partial, file)
  return file
}

export interface UploadAnswer {
  /** Undefined when the connection was reset before an answer could be read. */
  status: number | undefined
  retryAfter: string | undefined
  body: { success?: boolean; message?: string; code?: string } | undefined
}

/**
 * Uploads a file from disk as a step-3 attachment of the owner's property, streaming it as a
 * browser would. A server that refuses early closes the connection with much of the file unsent,
 * and the reset that follows can overtake its answer: then `status` is undefined.
 */
export function uploadFile(base: string, owner: Owner, file: string): Promise<UploadAnswer> {
  const boundary = `----abuse${randomBytes(8).toString('hex')}`
  const fields = { property_id: owner.propertyId, name: 'Yard', order_number: 1 }
  async function* body() {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
    }
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="img_url"; filename="${path.basename(file)}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    )
    for await (const chunk of createReadStream(file)) yield chunk as Buffer
    yield Buffer.from(`\r\n--${boundary}--\r\n`)
  }
  return new Promise((resolve) => {
    let settled = false
    const settle = (answer: UploadAnswer) => {
      if (settled) return
      settled = true
      resolve(answer)
    }
    const req = httpRequest(`${base}/api/propertyAttachment`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        let parsed: UploadAnswer['body']
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as UploadAnswer['body']
        } catch {
          parsed = undefined
        }
        const retryAfter = res.headers['retry-after']
        settle({ status: res.statusCode, retryAfter, body: parsed })
      })
      res.on('error', () =>
        settle({ status: res.statusCode, retryAfter: undefined, body: undefined }),
      )
    })
    req.on('error', () => undefined)
    req.on('close', () => settle({ status: undefined, retryAfter: undefined, body: undefined }))
    const source = Readable.from(body())
    source.on('error', () => req.destroy())
    source.pipe(req)
  })
}

/** How long `work` took, in milliseconds, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now()
  const result = await work()
  return { ms: performance.now() - started, result }
}

/** An authenticated read another owner makes meanwhile: their list of properties. */
export async function otherOwnersRead(base: string, owner: Owner) {
  const res = await fetch(`${base}/api/created-properties`, {
    headers: { authorization: `Bearer ${owner.token}` },
    signal: AbortSignal.timeout(60_000),
  })
  await res.arrayBuffer()
  return res.status
}
