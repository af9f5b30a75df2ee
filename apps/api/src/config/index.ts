/*
 * The configuration, parsed once from the environment at start (nothing else reads process.env):
 * the settings by area in *-env.ts, the rules between them in checks.ts, the typed object in
 * parse.ts.
 */
export { API_ROOT, REPO_ROOT } from '../roots'
export { DEFAULT_DB_POOL_MAX, MAX_DB_POOL_MAX } from './database-env'
export { EnvSchema } from './env-schema'
export {
  BODY_LIMIT_BYTES,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_HEADER_BYTES,
  MIN_BODY_BYTES_PER_SECOND,
  MIN_UPLOAD_BYTES_PER_SECOND,
  requestTimeoutFor,
} from './http'
export { parseConfig, type Config } from './parse'
export { SAMPLE_SELLER } from './payments-env'
export { inPreparingChildEnv, loadDotEnv, preparingChildEnv } from './process-env'
export { MAX_PROXY_HOPS } from './server-env'
export { tileSource } from './site-env'
export { MAX_STORAGE_QUOTA_BYTES, MIN_STORAGE_QUOTA_BYTES } from './storage-env'
