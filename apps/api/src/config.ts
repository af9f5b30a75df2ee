import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { productSlug, type SiteInfo } from '@app/contract/site'

/** apps/api, whether running from src/ (tsx) or dist/ (bundled): both sit one level below. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url))
export const REPO_ROOT = path.resolve(API_ROOT, '../..')

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v)

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
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
  SITE_ADDRESS: z
    .string()
    .min(5)
    .default('Plot 14, MIDC Industrial Area, Bhiwandi, Maharashtra 421302'),
})

export type Config = ReturnType<typeof parseConfig>

/** Parses the environment once; throws an error naming each bad key. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env)
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
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    site,
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    migrationsDir: path.join(API_ROOT, 'drizzle'),
    geoDir: path.join(REPO_ROOT, 'data/geo'),
  }
}

/** Reads `.env` at the repository root, if there is one, without overriding real env. */
export function loadDotEnv() {
  const file = path.join(REPO_ROOT, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}
