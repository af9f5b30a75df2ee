import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { cities, districts, states } from './geo'
import { users } from './users'

export const properties = pgTable(
  'properties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    /** 1 Godown, 2 Warehouse. */
    type: smallint().notNull(),
    /** Feet. */
    length: doublePrecision(),
    width: doublePrecision(),
    height: doublePrecision(),
    /** Storage path of the cover image. */
    image: text(),
    /** 1..4 (spec 000 section 4); 4 = complete. Kept by the owner service. */
    completionLevel: smallint().notNull().default(1),
    /** Set by an admin to take a listing off the market. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('properties_type_known', sql`${t.type} in (1, 2)`),
    check('properties_completion_level_range', sql`${t.completionLevel} between 1 and 4`),
    check(
      'properties_dimensions_non_negative',
      sql`coalesce(${t.length}, 0) >= 0 and coalesce(${t.width}, 0) >= 0 and coalesce(${t.height}, 0) >= 0`,
    ),
    index().on(t.userId, t.createdAt),
    /** Browse order for published listings (complete and not hidden). */
    index('properties_published_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.completionLevel} = 4 and ${t.hiddenAt} is null`),
    index('properties_published_type_created_idx')
      .on(t.type, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.completionLevel} = 4 and ${t.hiddenAt} is null`),
  ],
)

export const propertyPrices = pgTable(
  'property_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .unique()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Whole rupees. */
    price: bigint({ mode: 'number' }).notNull(),
    /** 1 Sale, 2 Rent, 3 Lease. */
    purchaseType: smallint().notNull(),
    /** Spelled as the spec spells it: 1 Daily ... 7 Yearly. */
    recuringType: smallint(),
    securityDeposit: bigint({ mode: 'number' }),
  },
  (t) => [
    check('property_prices_price_non_negative', sql`${t.price} >= 0`),
    check('property_prices_deposit_non_negative', sql`coalesce(${t.securityDeposit}, 0) >= 0`),
    check('property_prices_purchase_type_known', sql`${t.purchaseType} in (1, 2, 3)`),
    check('property_prices_recuring_type_known', sql`${t.recuringType} between 1 and 7`),
    index().on(t.purchaseType, t.price),
  ],
)

export const propertyAddresses = pgTable(
  'property_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .unique()
      .references(() => properties.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    pinCode: text().notNull(),
    phoneNumber: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
  },
  (t) => [
    check('property_addresses_pin_code_format', sql`${t.pinCode} ~ '^[1-9][0-9]{5}$'`),
    check('property_addresses_phone_format', sql`${t.phoneNumber} ~ '^[0-9]{10}$'`),
    index().on(t.stateId, t.districtId, t.cityId),
    index().on(t.districtId),
    index().on(t.cityId),
  ],
)

export const attachments = pgTable(
  'attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Storage path (the spec's img_url). */
    imgUrl: text().notNull(),
    name: text().notNull(),
    orderNumber: integer().notNull().default(1),
    description: text(),
    /** MIME type of the stored file. */
    attachmentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('attachments_order_positive', sql`${t.orderNumber} >= 1`),
    check('attachments_size_limit', sql`${t.sizeBytes} between 0 and 104857600`),
    index().on(t.propertyId, t.orderNumber),
  ],
)
