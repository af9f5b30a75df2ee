import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  type ExtraConfigColumn,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import {
  COMPLETION_LEVEL,
  PROPERTY_TYPES,
  PURCHASE_TYPES,
  RECURING_TYPE,
} from '@app/contract/listing-texts'
import { MAX_UPLOAD_BYTES, MONTHLY_FACTOR } from '@app/contract/constants'
import { FLOORINGS } from '@app/contract/search-texts'
import { cities, districts, states } from './geo'
import { users } from './users'

/** Constants go into DDL as literals (index predicates and checks cannot take parameters). */
const lit = (n: number) => sql.raw(String(n))
const list = (values: readonly number[]) => sql.raw(values.join(', '))

/** PostgreSQL's text-search document type (no Drizzle built-in). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

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
    /**
     * 1..4 (spec 000 section 4); 4 = complete. Like the browse copies below, the database keeps
     * it (refresh_property_listing, migration 0002) whenever a price, attachment or address
     * changes, so no writer can forget it. See docs/decisions/005.
     */
    completionLevel: smallint().notNull().default(1),
    /** Set by an admin (or by refunded reports, pending review) to take a listing off the market. */
    hiddenAt: timestamp({ withTimezone: true }),
    /** Why it was hidden, shown to its owner ('Hidden by the moderators: {reason}'). */
    hiddenReason: text(),
    /** Set by an admin who checked the documents behind the warehouse specifications. */
    verifiedAt: timestamp({ withTimezone: true }),
    /**
     * Set by the owner when the space is let or sold ("Mark as let / sold"), cleared by Relist:
     * the listing leaves the market but stays the owner's.
     */
    offMarketAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Browse copies of the price and address, so every filter and sort is one index range. */
    purchaseType: smallint(),
    price: bigint({ mode: 'number' }),
    stateId: integer(),
    districtId: integer(),
    cityId: integer(),
    /** City, district and state names, for text search. */
    locationText: text(),
    /** Warehouse specifications (issue 15), all optional; height above is the clear height. */
    docks: smallint(),
    /** Tonnes per square metre. */
    floorLoad: doublePrecision(),
    powerKva: integer(),
    flooring: text({ enum: FLOORINGS }),
    fireNoc: boolean(),
    /** Storage path of the fire NOC certificate (a download, never a page). */
    fireNocFile: text(),
    security24x7: boolean('security_24x7'),
    highwayKm: doublePrecision(),
    /** Browse copy of the price's recurrence, for the monthly rate. */
    recuringType: smallint(),
    /** Browse copy of the address's point, rounded (public: the address itself is paid contact). */
    mapLat: doublePrecision(),
    mapLng: doublePrecision(),
    /** When it last became published (a trigger keeps it): what saved-search alerts look for. */
    publishedAt: timestamp({ withTimezone: true }),
    /** Square feet: length × width, 0 without both (never null: it is a sort key). */
    area: doublePrecision()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(length * width, 0)`),
    /**
     * Rupees per square foot and month for a rent or lease (its monthly equivalent, MONTHLY_FACTOR),
     * per square foot for a sale; Infinity without a price or an area, so those sort last and a
     * seek's row comparison never meets a null. The ₹ per sq.ft sort's key.
     */
    rate: doublePrecision()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `coalesce(case when length * width > 0 then price * (case recuring_type ${Object.entries(
            MONTHLY_FACTOR,
          )
            .map(([k, f]) => `when ${k} then ${f}`)
            .join(' ')} else 1 end) / (length * width) end, 'Infinity'::float8)`,
        ),
      ),
    search: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location_text, ''))`,
    ),
  },
  (t) => [
    check('properties_type_known', sql`${t.type} in (${list(PROPERTY_TYPES)})`),
    check(
      'properties_completion_level_range',
      sql`${t.completionLevel} between ${lit(COMPLETION_LEVEL.basic)} and ${lit(COMPLETION_LEVEL.complete)}`,
    ),
    check(
      'properties_dimensions_non_negative',
      sql`coalesce(${t.length}, 0) >= 0 and coalesce(${t.width}, 0) >= 0 and coalesce(${t.height}, 0) >= 0`,
    ),
    check(
      'properties_flooring_known',
      sql.raw(`flooring in (${FLOORINGS.map((f) => `'${f}'`).join(', ')})`),
    ),
    check(
      'properties_specs_non_negative',
      sql`coalesce(${t.docks}, 0) >= 0 and coalesce(${t.floorLoad}, 0) >= 0 and coalesce(${t.powerKva}, 0) >= 0 and coalesce(${t.highwayKm}, 0) >= 0`,
    ),
    index().on(t.userId, t.createdAt),
    ...browseIndexes(t),
    index('properties_map_idx')
      .on(t.mapLng, t.mapLat, ...filterColumns(t))
      .where(published(t)),
    /**
     * The map point as a geometric point, for `near` (issue 29, decision 057): the box around a
     * radius is one GiST range (`<@`). Core PostgreSQL, so PGlite has it too.
     */
    index('properties_near_idx')
      .using('gist', sql`point(${t.mapLng}, ${t.mapLat})`)
      .where(published(t)),
    index('properties_published_at_idx').on(t.publishedAt, t.id).where(published(t)),
    index('properties_search_idx').using('gin', t.search).where(published(t)),
  ],
)

/**
 * Published = complete, not hidden by an admin and not taken off the market by its owner (API.md,
 * Listings): the one definition, used by the browse indexes here and by every query through the
 * listing policy (domain/listing-policy).
 */
export function published(t: {
  completionLevel: AnyPgColumn
  hiddenAt: AnyPgColumn
  offMarketAt: AnyPgColumn
}) {
  return sql`${t.completionLevel} = ${lit(COMPLETION_LEVEL.complete)} and ${t.hiddenAt} is null and ${t.offMarketAt} is null`
}

type Columns = Record<
  | 'completionLevel'
  | 'hiddenAt'
  | 'offMarketAt'
  | 'stateId'
  | 'districtId'
  | 'cityId'
  | 'createdAt'
  | 'id'
  | 'price'
  | 'area'
  | 'rate'
  | 'type'
  | 'purchaseType'
  | FilterColumn,
  ExtraConfigColumn
>
type FilterColumn = 'height' | 'docks' | 'floorLoad' | 'powerKva' | 'fireNoc' | 'verifiedAt'

/**
 * The filterable columns, riding at the end of every browse key so a scan checks any filter
 * combination from the index alone (an index-only scan never visits the table). The sort key
 * and the leading place column are left out of their own index's tail.
 */
const filterColumns = (t: Columns, sortKey?: 'price' | 'area', lead?: ExtraConfigColumn) =>
  [
    t.type,
    t.purchaseType,
    ...(sortKey === 'price' ? [] : [t.price]),
    ...(sortKey === 'area' ? [] : [t.area]),
    t.height,
    t.docks,
    t.floorLoad,
    t.powerKva,
    t.fireNoc,
    t.verifiedAt,
    ...[t.stateId, t.districtId, t.cityId].filter((c) => c !== lead),
  ] as IndexKey

/**
 * One partial index per location level (none, state, district, city) and sort key (newest,
 * price, area, ₹ per sq.ft; price_desc walks the price index backwards). The place filter
 * narrows the range, the rows come out in sort order, and the filter columns ride at the end of
 * the key so the scan checks them without visiting the table: every filter combination is one
 * index range, and a deep offset costs index entries, not rows.
 */
type IndexKey = Parameters<ReturnType<typeof index>['on']>
const key = (lead: ExtraConfigColumn[], ...rest: IndexKey) => [...lead, ...rest] as IndexKey

function browseIndexes(t: Columns) {
  const places = { all: [], state: [t.stateId], district: [t.districtId], city: [t.cityId] }
  return Object.entries(places).flatMap(([level, lead]) => [
    index(`properties_browse_${level}_newest_idx`)
      .on(...key(lead, t.createdAt.desc(), t.id.desc(), ...filterColumns(t, undefined, lead[0])))
      .where(published(t)),
    index(`properties_browse_${level}_price_idx`)
      .on(...key(lead, t.price, t.id, ...filterColumns(t, 'price', lead[0])))
      .where(published(t)),
    index(`properties_browse_${level}_area_idx`)
      .on(...key(lead, t.area.desc(), t.id.desc(), ...filterColumns(t, 'area', lead[0])))
      .where(published(t)),
    index(`properties_browse_${level}_rate_idx`)
      .on(...key(lead, t.rate, t.id, ...filterColumns(t, undefined, lead[0])))
      .where(published(t)),
  ])
}

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
    check(
      'property_prices_purchase_type_known',
      sql`${t.purchaseType} in (${list(PURCHASE_TYPES)})`,
    ),
    check(
      'property_prices_recuring_type_known',
      sql`${t.recuringType} between ${lit(RECURING_TYPE.daily)} and ${lit(RECURING_TYPE.yearly)}`,
    ),
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
    check('attachments_size_limit', sql`${t.sizeBytes} between 0 and ${lit(MAX_UPLOAD_BYTES)}`),
    index().on(t.propertyId, t.orderNumber),
  ],
)

/**
 * Who looked at a listing, once per person per day (IST): the owner's view counts
 * (GET created-properties). The owner's and admins' own looks are not recorded.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The IST calendar day of the view. */
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId, t.day] })],
)
