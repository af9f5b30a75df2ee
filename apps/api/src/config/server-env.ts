import { ALERT_EVERY_MS } from '@app/contract/constants'
import { z } from 'zod'
import { emptyAsUndefined, intInRange } from './settings'

/** Most proxy hops TRUST_PROXY may name. */
export const MAX_PROXY_HOPS = 10

/** The process: where it listens, its data, its logs, who may see its metrics, sessions, jobs. */
export const serverEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** 0 picks a free port (tests). */
  PORT: intInRange(0, 65_535, 3000),
  /** Loopback by default: a development server is not for the network. 0.0.0.0 in containers. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** How long a login lasts. */
  SESSION_TTL_DAYS: intInRange(1, 365, 30, ' days'),
  /** How often the saved-search alert runner looks for new matches (ms; the contract's default). */
  ALERT_EVERY_MS: intInRange(1_000, 24 * 60 * 60_000, ALERT_EVERY_MS, ' ms'),
}
