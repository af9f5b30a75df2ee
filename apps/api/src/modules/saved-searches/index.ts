/** The saved-searches feature's face (saved searches and their alerts): its routes and the alerts' job. */
export { default as alertJobs } from './jobs'
export { default as savedSearchRoutes } from './routes'
