export { default as mapRoutes } from './routes'
