/** The shortlist feature's face (shortlist and compare): its routes. */
export { default as shortlistRoutes } from './routes'
