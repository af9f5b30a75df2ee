import type { Enquiry, EnquiryQuery } from '@app/contract/admin'
import type { Tx } from '../../db/client'
import { pageOf } from '../../lib/page'
import * as repo from './enquiries-repository'

/* The stored leads: contact enquiries, company profile requests and newsletter subscriptions. */

/** GET admin/enquiries. */
export async function enquiries(db: Tx, query: EnquiryQuery) {
  const { rows, total } = await repo.enquiriesPage(db, query.kind, query)
  const data = rows.map((r): Enquiry => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone_number: r.phoneNumber,
    location: r.location,
    state: r.state,
    message: r.message,
    created_at: r.createdAt.toISOString(),
  }))
  return { data, pagination: pageOf(query, rows.length, total) }
}
