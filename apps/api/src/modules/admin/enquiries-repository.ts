import type { EnquiryKind } from '@app/contract/admin'
import { desc, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import {
  companyProfileRequests,
  contactEnquiries,
  newsletterSubscriptions,
} from '../../db/schema/index'
import type { Page } from './query-parts'

/** One kind of stored lead, newest first, in the one shape the console shows. */
function enquiries(db: Tx, kind: EnquiryKind) {
  const none = sql<string | null>`null`
  switch (kind) {
    case 'contact':
      return {
        table: contactEnquiries,
        select: db
          .select({
            id: contactEnquiries.id,
            name: contactEnquiries.userName,
            email: contactEnquiries.userEmail,
            phoneNumber: contactEnquiries.userPhone,
            location: contactEnquiries.propertyLocation,
            state: contactEnquiries.state,
            message: contactEnquiries.message,
            createdAt: contactEnquiries.createdAt,
          })
          .from(contactEnquiries)
          .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id)),
      }
    case 'profile':
      return {
        table: companyProfileRequests,
        select: db
          .select({
            id: companyProfileRequests.id,
            name: companyProfileRequests.name,
            email: companyProfileRequests.email,
            phoneNumber: companyProfileRequests.phoneNumber,
            location: none,
            state: none,
            message: none,
            createdAt: companyProfileRequests.createdAt,
          })
          .from(companyProfileRequests)
          .orderBy(desc(companyProfileRequests.createdAt), desc(companyProfileRequests.id)),
      }
    case 'newsletter':
      return {
        table: newsletterSubscriptions,
        select: db
          .select({
            id: newsletterSubscriptions.id,
            name: none,
            email: newsletterSubscriptions.email,
            phoneNumber: none,
            location: none,
            state: none,
            message: none,
            createdAt: newsletterSubscriptions.createdAt,
          })
          .from(newsletterSubscriptions)
          .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id)),
      }
  }
}

export async function enquiriesPage(db: Tx, kind: EnquiryKind, page: Page) {
  const { table, select } = enquiries(db, kind)
  const rows = await select.offset(page.offset).limit(page.limit)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(table)
  return { rows, total: count!.n }
}
