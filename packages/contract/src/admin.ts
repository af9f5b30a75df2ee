/**
 * The admin console's calls (issue 13; API.md "Admin"): every one needs the `admin` permission.
 * Queries arrive as strings; an empty value means "no filter".
 */

export { ReportSchema, ReportResponseSchema } from './report'

export * from './admin-texts'
export { NoteSchema, ReasonSchema } from './admin-fields'
export * from './admin-stats'
export * from './admin-listings'
export * from './admin-users'
export * from './admin-payments'
export * from './admin-records'
