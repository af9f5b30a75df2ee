export { default as adminReportRoutes } from './admin-routes'
export { default as reportJobs } from './jobs'
export { default as reportRoutes } from './routes'
