/**
 * Where the server-side renderer (src/server/prerender.ts) puts the site facts before the app's
 * modules load: there is no document to read them from. Its own module, so that setting it does
 * not load lib/site (which reads the facts once, as it loads).
 */
export const SITE_GLOBAL = '__appSite'
