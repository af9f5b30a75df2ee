export { default as systemRoutes } from './routes'
