/** The system feature's face (health, readiness, the site's facts): its routes. */
export { default as systemRoutes } from './routes'
