import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { Readable } from 'node:stream'

export interface FilePart {
  field: string
  filename: string
  data: Buffer
  /** What the browser claims; the server must not believe it. */
  type?: string
}

function parts(fields: Record<string, string | number>, boundary: string) {
  return Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  )
}

function fileHead(boundary: string, file: Omit<FilePart, 'data'>) {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
  )
}

/** A multipart/form-data body for app.inject: the fields first, then the file, as browsers send. */
export function multipart(fields: Record<string, string | number>, file?: FilePart) {
  const boundary = `----test${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = parts(fields, boundary)
  if (file) chunks.push(fileHead(boundary, file), file.data, Buffer.from('\r\n'))
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/**
 * A file of `size` bytes, generated as it is sent (never allocated whole): `head` first, then a
 * repeating pattern.
 */
export function generatedBytes(size: number, head: Buffer = Buffer.alloc(0)) {
  const block = Buffer.alloc(256 * 1024)
  for (let i = 0; i < block.length; i++) block[i] = (i * 31) % 251
  async function* generate() {
    let sent = 0
    if (head.length > 0) {
      yield head.subarray(0, Math.min(head.length, size))
      sent = Math.min(head.length, size)
    }
    while (sent < size) {
      const n = Math.min(block.length, size - sent)
      yield block.subarray(0, n)
      sent += n
    }
  }
  return generate()
}

export interface StreamedAnswer {
  status: number
  body: { success: boolean; message?: string; code?: string; data?: unknown }
}

/**
 * POSTs a multipart form whose file is streamed from `file` (bytes generated on the fly) to a
 * listening server, as a browser would over a real connection. The server may answer before
 * the body is sent whole (a 413): the answer is read all the same.
 */
export function streamUpload(
  url: string,
  token: string,
  fields: Record<string, string | number>,
  file: { field: string; filename: string; bytes: AsyncIterable<Buffer> },
): Promise<StreamedAnswer> {
  const boundary = `----test${randomBytes(8).toString('hex')}`
  async function* body() {
    for (const chunk of parts(fields, boundary)) yield chunk
    yield fileHead(boundary, file)
    for await (const chunk of file.bytes) yield chunk
    yield Buffer.from(`\r\n--${boundary}--\r\n`)
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          })
        } catch (err) {
          reject(err as Error)
        }
      })
    })
    // Writing on after the server has answered and closed is expected for a refused upload.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err)
    })
    const source = Readable.from(body())
    source.on('error', reject)
    source.pipe(req)
  })
}
