// The API process's V8 heap settings, used by `npm start` (scripts/start.mjs) and by the bench's
// API child, so the bench measures what runs. See docs/decisions/019.

/**
 * Left alone, V8 lets the old generation grow well past what the API keeps (its caches are
 * bounded: decision 014) before it collects, so RSS under load wandered between 180 and 280 MB.
 * A 128 MB old generation and 8 MB semi-spaces hold it near 150 MB at the same throughput.
 */
export const API_HEAP_OPTIONS = ['--max-old-space-size=128', '--max-semi-space-size=8']

/** NODE_OPTIONS for the API process: ours first, so that any the operator sets win. */
export function apiNodeOptions(operator = '') {
  return [...API_HEAP_OPTIONS, operator].join(' ').trim()
}
