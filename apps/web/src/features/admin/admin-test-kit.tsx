import type { AdminPayment, AdminProperty, AdminUser, AuditEntry, Stats } from '@app/contract/admin'
import type { Report } from '@app/contract/report'
import type { RouteObject } from 'react-router'
import { authStore } from '../../lib/auth-storage'
import { renderRoutes } from '../../test/test-utils'
import { Component as AdminLayout } from './pages/admin-layout'
import { Component as AuditPage } from './pages/audit-page'
import { Component as DashboardPage } from './pages/dashboard-page'
import { Component as EnquiriesPage } from './pages/enquiries-page'
import { Component as PaymentsPage } from './pages/payments-page'
import { Component as PropertiesPage } from './pages/properties-page'
import { Component as ReportsPage } from './pages/reports-page'
import { Component as UserPage } from './pages/user-page'
import { Component as UsersPage } from './pages/users-page'

/** The console as router.tsx mounts it: the frame around each page. */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { path: '/admin', element: <DashboardPage /> },
      { path: '/admin/properties', element: <PropertiesPage /> },
      { path: '/admin/users', element: <UsersPage /> },
      { path: '/admin/users/:id', element: <UserPage /> },
      { path: '/admin/payments', element: <PaymentsPage /> },
      { path: '/admin/reports', element: <ReportsPage /> },
      { path: '/admin/audit', element: <AuditPage /> },
      { path: '/admin/enquiries', element: <EnquiriesPage /> },
    ],
  },
  { path: '/login', element: <p>Login page</p> },
  { path: '/property/:id', element: <p>Property page</p> },
]

export const ADMIN = { id: 1, name: 'Anita Admin', user_type: 99 }

export function renderAdmin(
  path: string,
  user: { id: number; name: string; user_type: number } | null = ADMIN,
) {
  if (user) authStore.login('token', user)
  return renderRoutes(adminRoutes, path)
}

/** `{ success, data, pagination }` of one page holding everything. */
export const page = <T,>(data: T[], total = data.length) => ({
  body: {
    success: true,
    data,
    pagination: { offset: 0, limit: 20, total, has_more: total > data.length },
  },
})
export const ok = <T,>(data: T, message?: string) => ({ body: { success: true, message, data } })
export const failure = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, code, message },
})

const day = (i: number) => `2026-03-${String(i + 1).padStart(2, '0')}`

export function statsFixture(days = 7): Stats {
  return {
    days,
    users: { seekers: 1520, owners: 230, admins: 2, blocked: 3, total: 1752 },
    listings: { published: 410, incomplete: 38, hidden: 5, let: 21, total: 474 },
    unlocks: 2890,
    credits_sold: 125_000,
    revenue_paise: 1_24_99_900,
    open_reports: 4,
    refunds: 17,
    series: Array.from({ length: days }, (_, i) => ({
      date: day(i),
      signups: i === 2 ? 9 : 1,
      top_ups_paise: i === 3 ? 49_900 : 0,
      unlocks: i,
    })),
    listings_by_state: [
      { state_id: 21, state: 'Maharashtra', count: 120 },
      { state_id: 12, state: 'Gujarat', count: 64 },
    ],
  }
}

export function propertyFixture(overrides: Partial<AdminProperty> = {}): AdminProperty {
  return {
    id: 12,
    name: 'Bhiwandi Logistics Park Unit 4',
    image: null,
    owner: { id: 7, name: 'Ravi Kumar', phone_number: '9876543210', email: 'ravi@example.in' },
    completion_level: 4,
    status: 'published',
    hidden_reason: null,
    hidden_at: null,
    verified: false,
    price: 250000,
    purchase_type: 2,
    location: 'Bhiwandi, Thane, Maharashtra',
    unlocks: 14,
    open_reports: 0,
    created_at: '2026-02-11T06:30:00Z',
    ...overrides,
  }
}

export function userFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 8,
    name: 'Asha Verma',
    email: 'asha@example.in',
    phone_number: '9812345678',
    user_type: 1,
    credits: 30,
    blocked: false,
    blocked_reason: null,
    listings: 0,
    unlocks: 3,
    created_at: '2026-01-20T10:00:00Z',
    ...overrides,
  }
}

export function paymentFixture(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: 31,
    user: { id: 8, name: 'Asha Verma', phone_number: '9812345678', email: null },
    provider: 'sandbox',
    provider_order_id: 'order_SBX123',
    provider_payment_id: null,
    receipt: 'rcpt_31',
    amount_paise: 49_900,
    credits: 499,
    bonus_credits: 0,
    status: 'pending',
    invoice_number: null,
    created_at: '2026-03-05T08:37:45Z',
    paid_at: null,
    failed_at: null,
    checked_at: null,
    ...overrides,
  }
}

export function reportFixture(overrides: Partial<Report> = {}): Report {
  return {
    id: 5,
    status: 'open',
    reason: 'unreachable',
    message: 'Rang five times over two days.',
    created_at: '2026-03-05T08:00:00Z',
    answer_due_at: '2026-03-07T08:00:00Z',
    answer: null,
    answer_message: null,
    answered_at: null,
    resolution: null,
    resolution_note: null,
    resolved_at: null,
    refunded_credits: 0,
    property: { id: 12, name: 'Bhiwandi Logistics Park Unit 4', status: 'published' },
    reporter: { id: 8, name: 'Asha Verma', phone_number: '9812345678' },
    unlock: { id: 40, credits_spent: 10, created_at: '2026-03-04T08:00:00Z' },
    ...overrides,
  }
}

export function auditFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 3,
    actor: { id: 1, name: 'Anita Admin' },
    action: 'property.hide',
    target: 'property:12',
    reason: 'Photos are of another site',
    before: { status: 'published', hidden_reason: null },
    after: { status: 'hidden', hidden_reason: 'Photos are of another site' },
    created_at: '2026-03-05T09:00:00Z',
    ...overrides,
  }
}
