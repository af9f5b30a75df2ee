import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { mkdtemp, rm } from 'node:fs/promises'
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

/**
 * A local S3-compatible server on 127.0.0.1 (a free port) with one bucket, keeping its objects in
 * its own temporary folder, removed on close.
 */
export async function startLocalS3(bucket = 'uploads'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
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
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
