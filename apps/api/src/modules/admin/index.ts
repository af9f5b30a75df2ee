/**
 * The admin feature's face (moderation, users, payments, audit): its routes, and the audit record
 * and the hide that reports' moderation uses.
 */
export { recordAudit, type AuditActor } from './audit'
export { hideListing } from './moderation'
export { default as adminRoutes } from './routes'
