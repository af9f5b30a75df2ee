import { DEFAULT_STORAGE_QUOTA_BYTES } from '@app/contract/upload-limits'
import { z } from 'zod'
import { emptyAsUndefined, intInRange } from './settings'

/** STORAGE_QUOTA_BYTES bounds: at least 1 MiB, at most 1 TiB. */
export const MIN_STORAGE_QUOTA_BYTES = 1024 ** 2
export const MAX_STORAGE_QUOTA_BYTES = 1024 ** 4

/** Where uploads live (this machine or an S3-compatible bucket) and how much an owner may keep. */
export const storageEnv = {
  /** Where uploads live: DATA_DIR/uploads on this machine, or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** Bytes of uploads one owner may keep (images with their copies, attachments). */
  STORAGE_QUOTA_BYTES: intInRange(
    MIN_STORAGE_QUOTA_BYTES,
    MAX_STORAGE_QUOTA_BYTES,
    DEFAULT_STORAGE_QUOTA_BYTES,
    ' bytes',
  ),
  /** An S3-compatible endpoint (MinIO, R2, ...); unset means AWS itself. */
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 of a-z 0-9 . -)')
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default('us-east-1')),
  /** Both or neither; neither uses the SDK's own chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** `true` for servers that address buckets by path (MinIO, s3rver), not by host name. */
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
}
