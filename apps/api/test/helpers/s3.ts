import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** s3rver's fixed keys (it checks signatures made with them). */
const KEY = 'S3RVER'

export interface LocalS3 {
  /** STORAGE=s3 settings pointing at this server. */
  env: Record<string, string>
  bucket: string
  /** Keys stored in the bucket, e.g. `images/<uuid>.jpg`. */
  keys(): Promise<string[]>
  close(): Promise<void>
}

interface Running {
  port: number
  stop(): Promise<void>
}

const serverOptions = (directory: string, bucket: string) => ({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
})

async function inThisProcess(directory: string, bucket: string): Promise<Running> {
  const server = new S3rver(serverOptions(directory, bucket))
  const { port } = await server.run()
  return { port, stop: () => server.close() }
}

/** In a child process of its own, so memory measured in this one is the API's alone. */
async function inChildProcess(directory: string, bucket: string): Promise<Running> {
  const script = `const S3rver = require('s3rver');
new S3rver(${JSON.stringify(serverOptions(directory, bucket))}).run()
  .then((a) => console.log(JSON.stringify({ port: a.port })));
process.on('SIGTERM', () => process.exit(0));`
  const child = spawn(process.execPath, ['-e', script], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string]
  const { port } = JSON.parse(line) as { port: number }
  return {
    port,
    async stop() {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * A local S3-compatible server on 127.0.0.1 (a free port) with one bucket, keeping its objects in
 * its own temporary folder, removed on close.
 */
export async function startLocalS3(
  bucket = 'uploads',
  { childProcess = false } = {},
): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'))
  const server = await (childProcess ? inChildProcess : inThisProcess)(directory, bucket)
  const { port } = server
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  })
  return {
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort()
    },
    async close() {
      client.destroy()
      await server.stop()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
