import type * as S3 from '@aws-sdk/client-s3'
import type * as LibStorage from '@aws-sdk/lib-storage'
import { Readable } from 'node:stream'
import { rangeHeader, resolveRange } from './byte-range'
import { assertStoragePath, isValidStoragePath, type Storage } from './storage'

export interface S3StorageOptions {
  bucket: string
  region: string
  /** An S3-compatible server (MinIO, R2, s3rver in tests); unset means AWS. */
  endpoint?: string | undefined
  /** Keys; unset uses the SDK's default chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined
  /** Buckets addressed by path (`host/bucket/key`), as most S3-compatible servers want. */
  forcePathStyle?: boolean
}

/**
 * A part of a multipart upload: S3's minimum, 5 MiB, one in flight at a time. lib-storage
 * gathers each part in memory before sending it, so an upload holds about two parts (the one
 * going out, the next filling), never the file: a 100 MB upload added 25 to 51 MiB to the API
 * process's RSS in test/modules/owner/upload-memory-s3.test.ts (with two parts in flight, up to
 * 52 MiB, too close to its 64 MiB bound).
 */
const PART_BYTES = 5 * 1024 * 1024
const QUEUE_SIZE = 1
/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000
/** A ranged GetObject's Content-Range: `bytes <start>-<end>/<size>`. */
const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/

/**
 * Uploads in an S3-compatible bucket, under the same relative paths as local storage, so every
 * API instance reads what any other wrote. Objects appear whole (S3 completes an upload
 * atomically; a failed multipart upload is aborted, leaving nothing).
 */
export function s3Storage(options: S3StorageOptions): Storage {
  // The SDK (about 10 MB resident) is loaded by the first call, not when the store is made.
  let loaded: Promise<{ s3: S3Sdk; Upload: UploadClass; client: S3.S3Client }> | undefined
  const sdk = () =>
    (loaded ??= loadSdk().then(({ s3, Upload }) => ({
      s3,
      Upload,
      client: newClient(s3, options),
    })))
  const Bucket = options.bucket
  const key = (p: string) => {
    assertStoragePath(p)
    return p
  }

  const head = async (p: string) => {
    if (!isValidStoragePath(p)) return undefined
    const { s3, client } = await sdk()
    try {
      return await client.send(new s3.HeadObjectCommand({ Bucket, Key: key(p) }))
    } catch (err) {
      if (isMissing(s3, err)) return undefined
      throw err
    }
  }

  return {
    async write(p, source, { contentType }) {
      const { Upload, client } = await sdk()
      const upload = new Upload({
        client,
        params: { Bucket, Key: key(p), Body: source, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      })
      try {
        await upload.done()
      } catch (err) {
        // The source may still be open (a failed part): release the temp file behind it.
        if (source instanceof Readable) source.destroy()
        throw err
      }
    },

    async remove(paths) {
      const { s3, client } = await sdk()
      const keys = paths.map(key)
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH)
        const result = await client.send(
          new s3.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        )
        const failed = (result.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey')
        if (failed.length > 0) {
          throw new Error(`S3 delete failed: ${failed.map((e) => `${e.Key} ${e.Code}`).join(', ')}`)
        }
      }
    },

    async exists(p) {
      return (await head(p)) !== undefined
    },

    async size(p) {
      return (await head(p))?.ContentLength
    },

    async open(p) {
      if (!isValidStoragePath(p)) return undefined
      const { s3, client } = await sdk()
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: p }))
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error(`S3 answered GetObject ${p} without a readable body and length`)
        }
        return { body: object.Body, size: object.ContentLength }
      } catch (err) {
        if (isMissing(s3, err)) return undefined
        throw err
      }
    },

    async openRange(p, asked) {
      if (!isValidStoragePath(p)) return undefined
      const { s3, client } = await sdk()
      let range = asked
      if ('suffix' in asked) {
        // The last n bytes, asked from the start: some S3-compatible stores (s3rver) read
        // `bytes=-n` as `bytes=0-n`.
        const size = (await head(p))?.ContentLength
        if (size === undefined) return undefined
        const resolved = resolveRange(asked, size)
        if (!resolved) return { size, unsatisfiable: true }
        range = resolved
      }
      try {
        // S3 cuts the range itself: only its bytes travel.
        const object = await client.send(
          new s3.GetObjectCommand({ Bucket, Key: p, Range: rangeHeader(range) }),
        )
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error(`S3 answered GetObject ${p} without a readable body and length`)
        }
        const cut = CONTENT_RANGE.exec(object.ContentRange ?? '')
        // No Content-Range: the store sent the whole object (some S3-compatible stores do).
        if (!cut) return { body: object.Body, size: object.ContentLength }
        const [, start, end, size] = cut.map(Number) as [number, number, number, number]
        return { body: object.Body, size, range: { start, end } }
      } catch (err) {
        if (isMissing(s3, err)) return undefined
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 416)
          throw err
        // Unsatisfiable: the answer has no size to give, a HEAD does.
        const size = (await head(p))?.ContentLength
        return size === undefined ? undefined : { size, unsatisfiable: true }
      }
    },
  }
}

type S3Sdk = typeof S3
type UploadClass = typeof LibStorage.Upload

async function loadSdk() {
  const [s3, lib] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ])
  return { s3, Upload: lib.Upload }
}

function newClient(s3: S3Sdk, options: S3StorageOptions): S3.S3Client {
  return new s3.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle ?? false,
    // Checksums only where S3 demands them: S3-compatible servers do not all understand the
    // SDK's newer default (streamed aws-chunked bodies with trailing checksums).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

function isMissing(s3: S3Sdk, err: unknown) {
  if (!(err instanceof s3.S3ServiceException)) return false
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404
}
