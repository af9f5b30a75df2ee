/** The map feature's face (listings on a map): its routes. */
export { default as mapRoutes } from './routes'
