/**
 * The geography feature's face (states, districts, cities, PIN codes): its routes, and the PIN
 * lookup the wizard uses.
 */
export { findPinCode } from './repository'
export { default as geoRoutes } from './routes'
