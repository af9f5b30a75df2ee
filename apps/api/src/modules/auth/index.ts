export { default as authRoutes } from './routes'
