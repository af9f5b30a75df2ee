import { TOP_UP_MAX_CREDITS } from '@app/contract/limits'
import { createPrivateKey, X509Certificate } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { DEFAULT_SAC_CODE, GST_STATES, gstinProblem, type GstStateCode } from '@app/contract/gst'
import { ALERT_EVERY_MS, DEFAULT_CREDIT_PACKS, MAX_UPLOAD_BYTES } from '@app/contract/constants'
import {
  BODY_STALL_MIN_BYTES,
  BODY_STALL_WINDOW_MS,
  DEFAULT_STORAGE_QUOTA_BYTES,
  OPEN_BODIES_PER_IP_AT_ONCE,
  UPLOADS_PER_USER_AT_ONCE,
} from '@app/contract/upload-limits'
import {
  isSocialPage,
  MAP_TILE_ATTRIBUTION_DEFAULT,
  MAP_TILE_URL_DEFAULT,
  productSlug,
  SOCIAL_NETWORKS,
  type SiteInfo,
  type SocialNetwork,
} from '@app/contract/site'
import { CreditPackListSchema } from '@app/contract/wallet'
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@app/contract/wallet-texts'

/** apps/api, whether running from src/ (tsx) or dist/ (bundled): both sit one level below. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url))
export const REPO_ROOT = path.resolve(API_ROOT, '../..')

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v)

/** A file's text for a setting that names one; an issue on the setting when it cannot be read. */
function readSettingFile(file: string, ctx: z.RefinementCtx): string | undefined {
  try {
    return readFileSync(path.resolve(REPO_ROOT, file), 'utf8')
  } catch {
    ctx.addIssue({ code: 'custom', message: `cannot read the file ${file}` })
    return undefined
  }
}

/** SMTP_TLS_CA: a PEM file of the CA certificate(s) the mail server's certificate is checked against. */
const pemCertificatesFile = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((file, ctx) => {
      if (file === undefined) return undefined
      const pem = readSettingFile(file, ctx)
      if (pem === undefined) return undefined
      try {
        new X509Certificate(pem)
      } catch {
        ctx.addIssue({ code: 'custom', message: `${file} holds no PEM certificate` })
      }
      return pem
    }),
)

/**
 * DKIM_PRIVATE_KEY: the PEM key itself (line breaks may be written as \n in an env file), or the
 * path of a file holding it.
 */
const pemPrivateKey = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      const pem = value.trimStart().startsWith('-----BEGIN')
        ? value.replaceAll('\\n', '\n')
        : readSettingFile(value, ctx)
      if (pem === undefined) return undefined
      try {
        createPrivateKey(pem)
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a PEM private key, or a file holding one',
        })
      }
      return pem
    }),
)

/** An optional https address of the operator's own page on a social network. */
const socialPage = (network: SocialNetwork) => {
  const { hosts } = SOCIAL_NETWORKS[network]
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(
        (v) => isSocialPage(v, hosts),
        `must be the https address of your page on ${hosts[0]}, such as https://www.${hosts[0]}/yourcompany (not the site's home page)`,
      )
      .optional(),
  )
}

/** A client must have sent all its request headers within this time (slowloris). */
export const HEADERS_TIMEOUT_MS = 10_000
/** The largest request head we read; more is a 431. Node's default, named. */
export const MAX_HEADER_BYTES = 16 * 1024
/** The largest JSON or form body: Fastify's default, named. */
export const BODY_LIMIT_BYTES = 1_048_576
/**
 * The slowest body upload we wait for: 16 KiB/s, which even a poor 2G link sustains. A request
 * must arrive whole within its headers' time plus its size limit at this rate (see
 * `requestTimeoutFor`), so a client trickling a body cannot hold a connection for long.
 */
export const MIN_BODY_BYTES_PER_SECOND = 16 * 1024
/**
 * Idle keep-alive connections close after this. Longer than the 60 s idle timeout of common load
 * balancers (AWS ALB, nginx), so the balancer, not us, closes a shared connection first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000
/** STORAGE_QUOTA_BYTES bounds: at least 1 MiB, at most 1 TiB. */
export const MIN_STORAGE_QUOTA_BYTES = 1024 ** 2
export const MAX_STORAGE_QUOTA_BYTES = 1024 ** 4
/**
 * DB_POOL_MAX: connections each API process keeps to PostgreSQL. The default is measured (see
 * docs/decisions/015): on 2 cores, 20 or 30 did no better than 10 (more connections only move
 * the queue from the pool into PostgreSQL, and each costs backend memory). The ceiling keeps one
 * process from taking a default server's 100 connections.
 */
export const DEFAULT_DB_POOL_MAX = 10
export const MAX_DB_POOL_MAX = 90
/** Most proxy hops TRUST_PROXY may name. */
export const MAX_PROXY_HOPS = 10

/** A whole number within a range; empty means the default. The message names the range. */
function intInRange(min: number, max: number, fallback: number, unit = '') {
  const message = `must be a whole number from ${min} to ${max}${unit}`
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(min, message)
      .max(max, message)
      .default(fallback),
  )
}

/**
 * The slowest file upload we wait for: 128 KiB/s, about 1 Mbit/s, what a weak mobile uplink
 * sustains. A 100 MB upload may take 13.5 minutes at most (headers included); ordinary requests
 * keep their own short deadline (lib/body-deadline.ts).
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 128 * 1024

/** The time a whole request may take: its headers' time plus its body limit at the slowest rate. */
export function requestTimeoutFor(
  bodyLimitBytes: number,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
  bytesPerSecond = MIN_BODY_BYTES_PER_SECOND,
) {
  return headersTimeoutMs + Math.ceil((bodyLimitBytes / bytesPerSecond) * 1000)
}

/**
 * The seller on tax invoices outside production when SELLER_* are unset: plainly a sample (the
 * GSTIN is well-formed, with PAN AAAAA0000A, so the invoice renders as a real one would).
 */
export const SAMPLE_SELLER = {
  legalName: 'Sample Seller Private Limited (not a real business)',
  gstin: '27AAAAA0000A1Z2',
} as const

/**
 * A tile URL template's origin as a Content-Security-Policy source: `{s}` (a subdomain such as
 * a, b, c) as the leftmost label becomes the wildcard `*.`. Undefined for a template that is not
 * an http(s) URL with `{z}`, `{x}` and `{y}`, or has `{s}` anywhere else in its host.
 */
export function tileSource(template: string): string | undefined {
  if (!['{z}', '{x}', '{y}'].every((p) => template.includes(p))) return undefined
  const match = /^(https?):\/\/(\{s\}\.)?([^/{}?#]+)(\/.*)?$/i.exec(template)
  if (!match) return undefined
  const [, scheme, subdomain, host] = match
  try {
    const url = new URL(`${scheme}://${host}/`)
    return `${url.protocol}//${subdomain ? '*.' : ''}${url.host}`
  } catch {
    return undefined
  }
}

const REPLICA_POOL_MESSAGE = `must be a whole number from 1 to ${MAX_DB_POOL_MAX} connections`

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** 0 picks a free port (tests). */
  PORT: intInRange(0, 65_535, 3000),
  /** Loopback by default: a development server is not for the network. 0.0.0.0 in containers. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** Connections to PostgreSQL per API process (unused by the embedded database). */
  DB_POOL_MAX: intInRange(1, MAX_DB_POOL_MAX, DEFAULT_DB_POOL_MAX, ' connections'),
  /** A streaming replica of DATABASE_URL for public reads (decision 051); PostgreSQL only. */
  DATABASE_REPLICA_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** Connections to the replica per API process; DB_POOL_MAX when unset. */
  DB_REPLICA_POOL_MAX: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: REPLICA_POOL_MESSAGE })
      .int(REPLICA_POOL_MESSAGE)
      .min(1, REPLICA_POOL_MESSAGE)
      .max(MAX_DB_POOL_MAX, REPLICA_POOL_MESSAGE)
      .optional(),
  ),
  /**
   * A direct connection to the primary for the change feed's LISTEN, when DATABASE_URL goes
   * through a pooler in transaction mode (which cannot LISTEN); DATABASE_URL when unset.
   */
  DATABASE_LISTEN_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_NAME: z.string().trim().min(2).default('Godown Hub'),
  SITE_PHONE: z
    .string()
    .regex(/^\+?[0-9 -]{8,20}$/, 'must be a phone number such as +91 98765 43210')
    .default('+91 98765 43210'),
  SITE_EMAIL: z.email().default('hello@godownhub.in'),
  /** How OTP codes reach people: kept in the database (dev), e-mailed, or sent by SMS. */
  OTP_DELIVERY: z.enum(['outbox', 'smtp', 'msg91']).default('outbox'),
  /** smtp://user:pass@host:587 or smtps://...; needed when OTP_DELIVERY=smtp. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      // Nodemailer would read a query as transport options: TLS has settings of its own.
      .refine((url) => !url.includes('?'), {
        message: 'takes no query: use SMTP_REQUIRE_TLS and SMTP_TLS_CA for TLS',
      })
      .optional(),
  ),
  SMTP_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  /**
   * Refuse to send mail over an unencrypted connection (smtp:// without STARTTLS). Default: true in
   * production, false otherwise.
   */
  SMTP_REQUIRE_TLS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** A PEM file with the private CA that signed the mail server's certificate. */
  SMTP_TLS_CA: pemCertificatesFile,
  /** DKIM signing of every e-mail: all three, or none. */
  DKIM_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        'must be a domain name',
      )
      .optional(),
  ),
  DKIM_SELECTOR: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9]([a-z0-9._-]{0,61}[a-z0-9])?$/i, 'must be a DNS label such as mail2026')
      .optional(),
  ),
  DKIM_PRIVATE_KEY: pemPrivateKey,
  MSG91_AUTH_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  MSG91_TEMPLATE_ID: z.preprocess(emptyAsUndefined, z.string().min(4).optional()),
  MSG91_ALERT_TEMPLATE_ID: z.preprocess(emptyAsUndefined, z.string().min(4).optional()),
  MSG91_URL: z.url().default('https://control.msg91.com/api/v5/flow'),
  /**
   * Which proxies may set X-Forwarded-For (the client IP feeds the rate limits): 'false' (none,
   * the default), a hop count such as '1' behind one load balancer, or addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' || v === '' ? false : /^\d+$/.test(v) ? Number(v) : v,
    )
    .refine((v) => typeof v !== 'number' || v <= MAX_PROXY_HOPS, {
      message: `a hop count must be from 0 to ${MAX_PROXY_HOPS}`,
    }),
  /**
   * A bearer token that opens GET /metrics to other machines (a Prometheus elsewhere); without
   * it only this machine's own requests are answered. Long enough not to be guessed.
   */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Demo accounts on an empty database (see README); on by default except in production. */
  DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** Credits a seeker spends to unlock one listing's contact details (1 credit = 1 rupee). */
  UNLOCK_COST: intInRange(1, 100_000, 99, ' credits'),
  /**
   * Credit packs on sale (issue 14), as JSON: [{"id":"business","name":"Business","credits":999,
   * "bonus_credits":100}, ...]; a pack's price in rupees is its credits.
   */
  CREDIT_PACKS: z.preprocess(
    (v) => {
      if (v === undefined || v === '') return DEFAULT_CREDIT_PACKS
      try {
        return JSON.parse(String(v)) as unknown
      } catch {
        return v
      }
    },
    CreditPackListSchema.refine(
      (packs) => packs.every((p) => p.credits + p.bonus_credits <= TOP_UP_MAX_CREDITS),
      { message: `a pack's credits and bonus must add up to at most ${TOP_UP_MAX_CREDITS}` },
    ),
  ),
  /** How often the saved-search alert runner looks for new matches (ms; the contract's default). */
  ALERT_EVERY_MS: intInRange(1_000, 24 * 60 * 60_000, ALERT_EVERY_MS, ' ms'),
  /** How long a login lasts. */
  SESSION_TTL_DAYS: intInRange(1, 365, 30, ' days'),
  SITE_ADDRESS: z
    .string()
    .min(5)
    .default('Plot 14, MIDC Industrial Area, Bhiwandi, Maharashtra 421302'),
  /** The operator's pages on social networks, linked from the footer; unset: no icon. */
  SITE_FACEBOOK_URL: socialPage('facebook'),
  SITE_LINKEDIN_URL: socialPage('linkedin'),
  SITE_INSTAGRAM_URL: socialPage('instagram'),
  /**
   * Where card payments go: Razorpay, or the built-in sandbox (no network, no money; refused in
   * production). Default: sandbox, razorpay in production.
   */
  PAYMENTS: z.preprocess(emptyAsUndefined, z.enum(PAYMENT_PROVIDERS).optional()),
  RAZORPAY_KEY_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must look like rzp_test_... or rzp_live_...')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  /** Razorpay's API root; the SDK is pointed here (tests point it at a loopback stub). */
  RAZORPAY_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .regex(/^https?:\/\/[^/]+(\/.*)?\/v1\/?$/, 'must be an http(s) URL ending in /v1')
      .default('https://api.razorpay.com/v1'),
  ),
  /** The seller on tax invoices; legal name and GSTIN are required in production. */
  SELLER_LEGAL_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(2).max(200).optional()),
  SELLER_GSTIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((gstin, ctx) => {
        const problem = gstinProblem(gstin)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      })
      .optional(),
  ),
  /** Default: SITE_ADDRESS. */
  SELLER_ADDRESS: z.preprocess(emptyAsUndefined, z.string().trim().min(5).max(300).optional()),
  /** The seller's GST state code; default: the first two digits of SELLER_GSTIN. */
  SELLER_STATE_CODE: z.preprocess(
    emptyAsUndefined,
    z
      .enum(Object.keys(GST_STATES) as [GstStateCode, ...GstStateCode[]], {
        error: 'must be a two-digit GST state code such as 27 (Maharashtra)',
      })
      .optional(),
  ),
  /** Invoice numbers are PREFIX/26-27/000042. */
  INVOICE_PREFIX: z
    .string()
    .regex(
      /^[A-Z0-9]{1,3}$/,
      'must be 1 to 3 capital letters or digits (GST rule 46: invoice numbers of at most 16 characters)',
    )
    .default('GH'),
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
  /**
   * Map tiles of /map-location: an http(s) URL template with {z}, {x} and {y} (and {s} as the
   * leftmost host label for a server's subdomains). The page's CSP lets images come from its host.
   */
  MAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (v) => tileSource(v) !== undefined,
        'must be an http(s) URL with {z}, {x} and {y} such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      )
      .default(MAP_TILE_URL_DEFAULT),
  ),
  /** Whose tiles they are, shown on the map (their licence requires it). */
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(2).max(200).default(MAP_TILE_ATTRIBUTION_DEFAULT),
  ),
  /** The services code printed on invoices. */
  SAC_CODE: z
    .string()
    .regex(/^99[0-9]{4}$/, 'must be a six-digit services code starting with 99')
    .default(DEFAULT_SAC_CODE),
})

export type Config = ReturnType<typeof parseConfig>

/** PAYMENTS, or its default: the sandbox, except in production. */
function paymentsOf(e: Pick<z.infer<typeof EnvSchema>, 'PAYMENTS' | 'NODE_ENV'>): PaymentProvider {
  return e.PAYMENTS ?? (e.NODE_ENV === 'production' ? 'razorpay' : 'sandbox')
}

/** Parses the environment once; throws an error naming each bad key. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.superRefine((e, ctx) => {
    const need = (key: keyof typeof e, why: string) => {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` })
    }
    if (e.OTP_DELIVERY === 'smtp') need('SMTP_URL', 'when OTP_DELIVERY=smtp')
    const dkimKeys = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const
    if (dkimKeys.some((k) => e[k]) && !dkimKeys.every((k) => e[k])) {
      for (const k of dkimKeys) need(k, 'with the other DKIM settings (give all three, or none)')
    }
    if (e.OTP_DELIVERY === 'msg91') {
      need('MSG91_AUTH_KEY', 'when OTP_DELIVERY=msg91')
      need('MSG91_TEMPLATE_ID', 'when OTP_DELIVERY=msg91')
    }
    const payments = paymentsOf(e)
    if (payments === 'razorpay') {
      const why = e.PAYMENTS ? 'when PAYMENTS=razorpay' : 'in production (PAYMENTS=razorpay)'
      need('RAZORPAY_KEY_ID', why)
      need('RAZORPAY_KEY_SECRET', why)
      need('RAZORPAY_WEBHOOK_SECRET', why)
    }
    if (e.NODE_ENV === 'production' && payments === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message:
          'sandbox takes no real money and is for development only; use razorpay with real keys in production',
      })
    }
    if (e.NODE_ENV === 'production') {
      need('SELLER_LEGAL_NAME', 'in production (the seller on tax invoices)')
      need('SELLER_GSTIN', 'in production (the seller on tax invoices)')
    }
    const gstinState = (e.SELLER_GSTIN ?? SAMPLE_SELLER.gstin).slice(0, 2)
    if (e.SELLER_STATE_CODE && e.SELLER_STATE_CODE !== gstinState) {
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_STATE_CODE'],
        message: `must be ${gstinState}, the state code SELLER_GSTIN begins with`,
      })
    }
    for (const key of ['DATABASE_REPLICA_URL', 'DATABASE_LISTEN_URL'] as const) {
      if (e[key] && !e.DATABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            'needs DATABASE_URL: the embedded database (PGlite) has no replica and no separate connections',
        })
      }
    }
    if (e.STORAGE === 's3') need('S3_BUCKET', 'when STORAGE=s3')
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required with the other S3 key (give both, or neither for the SDK default)',
      })
    }
    if (e.NODE_ENV === 'production' && e.OTP_DELIVERY === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['OTP_DELIVERY'],
        message:
          'outbox keeps codes in the database and is for development only; use smtp or msg91 in production',
      })
    }
  }).safeParse(env)
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

/** Reads `.env` at the repository root, if there is one, without overriding real env. */
/**
 * Set in the environment of the child process that prepares the database for a server
 * (start.ts): the bundle run there prepares, reports and exits instead of serving.
 */
const PREPARE_CHILD_ENV = 'GODOWN_PREPARE_CHILD'

/** The environment of that child: `env` (this process's by default), marked. */
export function preparingChildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, [PREPARE_CHILD_ENV]: '1' }
}

/** True in the child process that prepares the database. */
export function inPreparingChildEnv() {
  return process.env[PREPARE_CHILD_ENV] === '1'
}

export function loadDotEnv() {
  const file = path.join(REPO_ROOT, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}
