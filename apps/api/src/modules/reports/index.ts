/** The reports feature's face (a seeker's report, credit-back): its routes and the timer's job. */
export { default as adminReportRoutes } from './admin-routes'
export { default as reportJobs } from './jobs'
export { default as reportRoutes } from './routes'
