/**
 * The visits feature's face (site visits, issue 30): its routes, and the request's committed id
 * for whoever tells the owner (createVisit answers it; POST visits' route has the visit).
 */
export { default as visitRoutes } from './routes'
export { createVisit } from './service'
