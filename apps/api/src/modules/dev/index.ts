export { default as devRoutes } from './routes'
