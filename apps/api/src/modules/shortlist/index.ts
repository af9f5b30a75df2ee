export { default as shortlistRoutes } from './routes'
