export { findArticle, listArticles } from './catalogue'
export { default as articleRoutes } from './routes'
