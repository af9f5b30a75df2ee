export { recordAudit, type AuditActor } from './audit'
export { hideListing } from './moderation'
export { default as adminRoutes } from './routes'
