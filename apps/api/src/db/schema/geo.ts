import { doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'

/** Ids come from the committed dataset in data/geo (stable across rebuilds). */
export const states = pgTable('states', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  code: text().notNull().unique(),
})

export const districts = pgTable(
  'districts',
  {
    id: integer().primaryKey(),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    name: text().notNull(),
  },
  (t) => [unique().on(t.stateId, t.name)],
)

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey(),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    name: text().notNull(),
  },
  (t) => [unique().on(t.districtId, t.name)],
)

export const pinCodes = pgTable(
  'pin_codes',
  {
    pin: text().primaryKey(),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    cityId: integer().references(() => cities.id),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    places: text().array().notNull().default([]),
  },
  /** By town too: a town's point for `near` is its PIN codes' mean point (decision 057). */
  (t) => [index().on(t.districtId), index().on(t.cityId)],
)
