// The API process's V8 heap settings and allocator, used by `npm start` (scripts/start.mjs) and by
// the bench's API child, so the bench measures what runs. See docs/decisions/019 and 034.

/**
 * Left alone, V8 lets the old generation grow well past what the API keeps (its caches are
 * bounded: decision 014) before it collects, so RSS under load wandered between 180 and 280 MB.
 * A 128 MB old generation and 8 MB semi-spaces hold it near 150 MB at the same throughput.
 */
export const API_HEAP_OPTIONS = [
  '--max-old-space-size=128',
  '--max-semi-space-size=8',
  // For one collection that hands start-up's memory back before the server listens
  // (src/lib/start-up-memory.ts); nothing else calls gc().
  '--expose-gc',
]

/** NODE_OPTIONS for the API process: ours first, so that any the operator sets win. */
export function apiNodeOptions(operator = '') {
  return [...API_HEAP_OPTIONS, operator].join(' ').trim()
}

/**
 * glibc's malloc arenas for the API process. By default glibc gives each thread that allocates
 * an arena of its own (up to 8 per core) and rarely returns their memory: after a burst of
 * picture decoding on libvips' threads, RSS stayed 150-360 MB above where it began. Two arenas
 * hand most of it back (decision 034). The operator's own MALLOC_ARENA_MAX wins.
 */
export const API_MALLOC_ARENA_MAX = '2'

/** The API process's environment: `env` with our NODE_OPTIONS and MALLOC_ARENA_MAX added. */
export function apiEnv(env = process.env) {
  return {
    ...env,
    NODE_OPTIONS: apiNodeOptions(env.NODE_OPTIONS),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || API_MALLOC_ARENA_MAX,
  }
}
