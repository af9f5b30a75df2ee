import type { Config } from '../config'

/** JSON lines in production; readable lines on a developer's terminal when pino-pretty is there. */
export function loggerOptions(config: Config) {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  }
  if (config.isProduction || !process.stdout.isTTY) return base
  try {
    import.meta.resolve('pino-pretty')
  } catch {
    return base
  }
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  }
}
