/**
 * The CSP allows no eval, so zod's compiled (new Function) parsers can never run in the browser.
 * Saying so before any schema is built also skips zod's eval probe, which the browser reports as
 * a CSP violation (an issue in DevTools, a Lighthouse best-practices fault). zod reads its global
 * configuration from this globalThis slot (zod/v4/core/core.js), so setting it here keeps zod
 * itself out of the entry chunk; `z.config()` would pull it in.
 */
const slot = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
slot.__zod_globalConfig = { ...slot.__zod_globalConfig, jitless: true }
