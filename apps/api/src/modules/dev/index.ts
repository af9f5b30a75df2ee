/** The development helpers' face (the OTP outbox, loopback only): its routes. */
export { default as devRoutes } from './routes'
