/**
 * The pages feature's face (the web app's pages, share previews, sitemap): the plugin that
 * serves them and where their HTML comes from.
 */
export { default as web } from './web'
export { distSource, type WebSource } from './web-source'
