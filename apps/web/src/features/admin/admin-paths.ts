import { ADMIN_UI } from './admin-ui'
import type { NavIconName } from './components/nav-icons'

/** The console's pages (router.tsx names the same paths). */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  properties: '/admin/properties',
  users: '/admin/users',
  payments: '/admin/payments',
  reports: '/admin/reports',
  audit: '/admin/audit',
  enquiries: '/admin/enquiries',
} as const

export const adminUserPath = (id: number) => `${ADMIN_PATHS.users}/${id}`
/** The open reports on one listing. */
export const reportsOfPath = (propertyId: number) =>
  `${ADMIN_PATHS.reports}?property_id=${propertyId}`

export interface ConsoleSection {
  label: string
  lead: string
  to: string
  icon: NavIconName
}

/** The console's navigation, in order; the band above the page names the section it is in. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    label: ADMIN_UI.dashboardTitle,
    lead: ADMIN_UI.dashboardLead,
    to: ADMIN_PATHS.dashboard,
    icon: 'dashboard',
  },
  {
    label: ADMIN_UI.propertiesTitle,
    lead: ADMIN_UI.propertiesLead,
    to: ADMIN_PATHS.properties,
    icon: 'listings',
  },
  { label: ADMIN_UI.usersTitle, lead: ADMIN_UI.usersLead, to: ADMIN_PATHS.users, icon: 'users' },
  {
    label: ADMIN_UI.paymentsTitle,
    lead: ADMIN_UI.paymentsLead,
    to: ADMIN_PATHS.payments,
    icon: 'payments',
  },
  {
    label: ADMIN_UI.reportsTitle,
    lead: ADMIN_UI.reportsLead,
    to: ADMIN_PATHS.reports,
    icon: 'reports',
  },
  { label: ADMIN_UI.auditTitle, lead: ADMIN_UI.auditLead, to: ADMIN_PATHS.audit, icon: 'audit' },
  {
    label: ADMIN_UI.enquiriesTitle,
    lead: ADMIN_UI.enquiriesLead,
    to: ADMIN_PATHS.enquiries,
    icon: 'enquiries',
  },
]

/** The section a console path belongs to (`/admin/users/7` is in Users). */
export function sectionOf(pathname: string): ConsoleSection | undefined {
  const path = pathname.replace(/\/+$/, '') || '/'
  return [...CONSOLE_SECTIONS]
    .reverse()
    .find((s) => path === s.to || (s.to !== ADMIN_PATHS.dashboard && path.startsWith(`${s.to}/`)))
}
