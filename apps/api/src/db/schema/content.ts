import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const contactEnquiries = pgTable('contact_enquiries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userName: text().notNull(),
  userEmail: text().notNull(),
  userPhone: text().notNull(),
  propertyLocation: text().notNull(),
  state: text().notNull(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const companyProfileRequests = pgTable('company_profile_requests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  phoneNumber: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stored lower-cased, once per address. */
  email: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Small key/value facts about the database itself (e.g. which geography dataset is loaded). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Secrets every API instance must share, by name (the sandbox's signing secret): made once by
 * whichever instance needs one first, never changed after (decision 053).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
