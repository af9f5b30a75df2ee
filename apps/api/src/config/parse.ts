import path from 'node:path'
import type { GstStateCode } from '@app/contract/gst'
import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { productSlug, type SiteInfo } from '@app/contract/site'
import {
  BODY_STALL_MIN_BYTES,
  BODY_STALL_WINDOW_MS,
  OPEN_BODIES_PER_IP_AT_ONCE,
  UPLOADS_PER_USER_AT_ONCE,
} from '@app/contract/upload-limits'
import { API_ROOT, REPO_ROOT } from '../roots'
import { checkSettings, paymentsOf } from './checks'
import { EnvSchema } from './env-schema'
import {
  BODY_LIMIT_BYTES,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_HEADER_BYTES,
  MIN_UPLOAD_BYTES_PER_SECOND,
} from './http'
import { SAMPLE_SELLER } from './payments-env'
import { tileSource } from './site-env'

export type Config = ReturnType<typeof parseConfig>

/** Parses the environment once; throws an error naming each bad key. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.superRefine(checkSettings).safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR)
  const site: SiteInfo = {
    name: e.SITE_NAME,
    slug: productSlug(e.SITE_NAME),
    phone: e.SITE_PHONE,
    email: e.SITE_EMAIL,
    address: e.SITE_ADDRESS,
    map_tile_url: e.MAP_TILE_URL,
    map_tile_attribution: e.MAP_TILE_ATTRIBUTION,
    social: {
      facebook: e.SITE_FACEBOOK_URL,
      linkedin: e.SITE_LINKEDIN_URL,
      instagram: e.SITE_INSTAGRAM_URL,
    },
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    /** Uploaded files (local-disk storage). */
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Rendered share images, kept per instance (decision 047): derived, safe to delete. */
    shareImagesDir: path.join(dataDir, 'share-images'),
    storage: {
      driver: e.STORAGE,
      quotaBytes: e.STORAGE_QUOTA_BYTES,
      /** Uploads wait here while they are checked: never under uploadsDir, which is served. */
      tmpDir: path.join(dataDir, 'tmp', 'uploads'),
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET ?? '',
        region: e.S3_REGION,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      },
    },
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DB_POOL_MAX,
    /** Public reads go here when set (db/replica.ts). */
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    databaseReplicaPoolMax: e.DB_REPLICA_POOL_MAX ?? e.DB_POOL_MAX,
    /** The change feed's LISTEN connection (db/change-feed.ts); DATABASE_URL by default. */
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    otp: {
      delivery: e.OTP_DELIVERY,
      smtpUrl: e.SMTP_URL,
      smtpFrom: e.SMTP_FROM ?? `${e.SITE_NAME} <${e.SITE_EMAIL}>`,
      smtpRequireTls: e.SMTP_REQUIRE_TLS
        ? e.SMTP_REQUIRE_TLS === 'true'
        : e.NODE_ENV === 'production',
      smtpTlsCa: e.SMTP_TLS_CA,
      dkim:
        e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
          ? {
              domainName: e.DKIM_DOMAIN,
              keySelector: e.DKIM_SELECTOR,
              privateKey: e.DKIM_PRIVATE_KEY,
            }
          : undefined,
      msg91: {
        authKey: e.MSG91_AUTH_KEY,
        templateId: e.MSG91_TEMPLATE_ID,
        alertTemplateId: e.MSG91_ALERT_TEMPLATE_ID,
        leadTemplateId: e.MSG91_LEAD_TEMPLATE_ID,
        url: e.MSG91_URL,
      },
    },
    trustProxy: e.TRUST_PROXY,
    /** Opens GET /metrics beyond loopback (plugins/metrics). */
    metricsToken: e.METRICS_TOKEN,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'true' : e.NODE_ENV !== 'production',
    unlockCost: e.UNLOCK_COST,
    creditPacks: e.CREDIT_PACKS,
    payments: {
      provider: paymentsOf(e),
      razorpay: {
        keyId: e.RAZORPAY_KEY_ID,
        keySecret: e.RAZORPAY_KEY_SECRET,
        webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: e.RAZORPAY_API_URL,
      },
      /** Where installs before decision 053 kept the sandbox's secret: adopted into the database. */
      sandboxSecretFile: path.join(dataDir, 'sandbox-secret'),
      /** The sandbox checkout route exists only outside production. */
      sandboxRoutes: e.NODE_ENV !== 'production',
    },
    invoices: {
      prefix: e.INVOICE_PREFIX,
      sacCode: e.SAC_CODE,
      seller: {
        legalName: e.SELLER_LEGAL_NAME ?? SAMPLE_SELLER.legalName,
        gstin: e.SELLER_GSTIN ?? SAMPLE_SELLER.gstin,
        address: e.SELLER_ADDRESS ?? e.SITE_ADDRESS,
        // A valid GSTIN starts with a GST state code (gstinProblem checks it).
        gstStateCode:
          e.SELLER_STATE_CODE ??
          ((e.SELLER_GSTIN ?? SAMPLE_SELLER.gstin).slice(0, 2) as GstStateCode),
      },
    },
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    /** The saved-search alert job's interval (modules/saved-searches/jobs). */
    alertEveryMs: e.ALERT_EVERY_MS,
    /** Connection limits of the HTTP server (slowloris and oversized heads). */
    http: {
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      maxHeaderBytes: MAX_HEADER_BYTES,
      bodyLimitBytes: BODY_LIMIT_BYTES,
      /** A file in a form (lib/multipart): larger, and given longer (MIN_UPLOAD_BYTES_PER_SECOND). */
      uploadLimitBytes: MAX_UPLOAD_BYTES,
      minUploadBytesPerSecond: MIN_UPLOAD_BYTES_PER_SECOND,
      keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
      /** A body bringing less than this in a window has stalled (lib/body-deadline). */
      stall: { windowMs: BODY_STALL_WINDOW_MS, minBytes: BODY_STALL_MIN_BYTES },
      /** Requests with a body still arriving, per client IP (plugins/in-flight-limits). */
      openBodiesPerIp: OPEN_BODIES_PER_IP_AT_ONCE,
      /** Multipart requests per signed-in user, until answered (plugins/in-flight-limits). */
      uploadsPerUser: UPLOADS_PER_USER_AT_ONCE,
    },
    /** The dev outbox page and its API exist only outside production. */
    devTools: e.NODE_ENV !== 'production',
    site,
    map: {
      tileUrl: e.MAP_TILE_URL,
      /** The tiles' origin for the CSP's img-src (tileSource). */
      tileSource: tileSource(e.MAP_TILE_URL)!,
    },
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    migrationsDir: path.join(API_ROOT, 'drizzle'),
    geoDir: path.join(REPO_ROOT, 'data/geo'),
  }
}
