export { default as contentRoutes } from './routes'
