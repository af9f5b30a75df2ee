import type { Visit } from '@app/contract/visits'
import type { VisitsPage } from './api/get-visits'

/** A visit as GET visits answers it: by default a seeker's request with two slots. */
export function visit(id: number, over: Partial<Visit> = {}): Visit {
  return {
    id,
    role: 'seeker',
    status: 'requested',
    property: { id: 12, name: 'Bhiwandi Godown', address: 'Plot 4, Bhiwandi, Thane, Maharashtra' },
    with: { name: 'Ravi Patil', phone_number: '9876543210', email: 'ravi@example.in' },
    slots: ['2026-12-02T10:30:00+05:30', '2026-12-03T16:00:00+05:30'],
    slot: null,
    note: 'Two of us, with a truck.',
    reason: null,
    cancelled_by: null,
    created_at: '2026-12-01T03:00:00Z',
    answered_at: null,
    ...over,
  }
}

/** One page of visits, the last. */
export const page = (data: Visit[]): { body: VisitsPage } => ({
  body: {
    success: true,
    data,
    pagination: { offset: 0, limit: 6, total: data.length, has_more: false },
  },
})

/** 1 Dec 2026, 9:00 am India time: the tests' clock. */
export const NOW = new Date('2026-12-01T03:30:00Z')
