import { sql } from 'drizzle-orm'
import type { CompanyProfile, Contact } from '@app/contract/content'
import type { Tx } from '../../db/client'
import {
  companyProfileRequests,
  contactEnquiries,
  newsletterSubscriptions,
  properties,
} from '../../db/schema/index'
import { isPublished } from '../../domain/listing-policy'

/** One row per address (a unique column): a repeat sign-up changes nothing. */
export async function addNewsletterSubscription(db: Tx, email: string) {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing()
}

export async function addContactEnquiry(db: Tx, enquiry: Contact) {
  const [row] = await db
    .insert(contactEnquiries)
    .values({
      userName: enquiry.user_name,
      userEmail: enquiry.user_email,
      userPhone: enquiry.user_phone,
      propertyLocation: enquiry.property_location,
      state: enquiry.state,
      message: enquiry.message,
    })
    .returning({ id: contactEnquiries.id })
  return row!.id
}

export async function addCompanyProfileRequest(db: Tx, lead: CompanyProfile) {
  await db
    .insert(companyProfileRequests)
    .values({ name: lead.name, email: lead.email, phoneNumber: lead.phone_number })
}

export interface MarketFigures {
  /** Distinct cities with at least one published listing. */
  cities: number
  listings: number
  /** Length × width of every published listing, in whole sq.ft. */
  squareFeet: number
}

/** The brochure's live figures, over what a visitor can browse right now. */
export async function marketFigures(db: Tx): Promise<MarketFigures> {
  const [row] = await db
    .select({
      cities: sql<number>`count(distinct ${properties.cityId})::int`,
      listings: sql<number>`count(*)::int`,
      // bigint as text: a sum of areas may pass 2^31; Number() keeps it exact up to 2^53.
      squareFeet: sql<string>`coalesce(round(sum(coalesce(${properties.length}, 0) * coalesce(${properties.width}, 0))), 0)::bigint::text`,
    })
    .from(properties)
    .where(isPublished)
  return {
    cities: Number(row?.cities ?? 0),
    listings: Number(row?.listings ?? 0),
    squareFeet: Number(row?.squareFeet ?? 0),
  }
}
