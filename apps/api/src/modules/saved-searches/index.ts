export { default as alertJobs } from './jobs'
export { default as savedSearchRoutes } from './routes'
