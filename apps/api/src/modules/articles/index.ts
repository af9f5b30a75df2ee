/** The articles feature's face (blog posts and projects): its routes, and the catalogue the pages read. */
export { findArticle, listArticles } from './catalogue'
export { default as articleRoutes } from './routes'
