/** The auth feature's face (registration, login, passwords): its routes. */
export { default as authRoutes } from './routes'
