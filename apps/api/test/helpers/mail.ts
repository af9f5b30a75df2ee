import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  /** The message as received, byte for byte (for a DKIM verifier, or mailparser). */
  bytes: Buffer
  /** Whether the session was encrypted (smtps, or after STARTTLS). */
  secure: boolean
  /** The text part with quoted-printable soft breaks undone. */
  text: string
}

/**
 * A real SMTP server on loopback that keeps what it receives. Without `tls` it offers no
 * STARTTLS; with a key and certificate it offers STARTTLS with them.
 */
export async function startSmtpServer(options: { tls?: { key: string; cert: string } } = {}) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    disabledCommands: options.tls ? [] : ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks)
        const raw = bytes.toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          bytes,
          secure: session.secure,
          text: raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    codeFor(to: string) {
      const mail = received.findLast((m) => m.to.includes(to))
      const code = mail?.text.match(/(\d{6}) is your /)?.[1]
      if (!code) throw new Error(`no OTP mail for ${to}`)
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}

export interface RecordedRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** A stand-in for MSG91's HTTP API that records every request and answers `status`. */
export async function startHttpStub() {
  const requests: RecordedRequest[] = []
  const stub = { status: 200, requests, url: '', close: async () => {} }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      res.writeHead(stub.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ type: stub.status === 200 ? 'success' : 'error' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  stub.url = `http://127.0.0.1:${port}/api/v5/flow`
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return stub
}
