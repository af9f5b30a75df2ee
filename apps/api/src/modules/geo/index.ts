export { findPinCode } from './repository'
export { default as geoRoutes } from './routes'
