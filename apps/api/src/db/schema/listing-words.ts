import { customType, doublePrecision, index, integer, pgTable } from 'drizzle-orm/pg-core'

/** Text compared byte by byte (collation "C"): a prefix is one btree range on any database. */
const byteText = customType<{ data: string }>({ dataType: () => 'text collate "C"' })

/**
 * Every word of every published listing's search vector, with the listing's map point: a word's
 * listings on the map are one range of the index below, read from the index alone, however many
 * listings hold it (docs/decisions/056, "A common word on the map"). The database keeps it
 * (triggers in migration 0019: a listing's words follow its search vector, its point and whether
 * it is published); no code writes it. No foreign key: the triggers remove a listing's words,
 * and a key check per word would slow every listing's publication.
 */
export const listingWords = pgTable(
  'listing_words',
  {
    word: byteText().notNull(),
    propertyId: integer().notNull(),
    mapLng: doublePrecision(),
    mapLat: doublePrecision(),
  },
  (t) => [
    index('listing_words_map_idx').on(t.word, t.mapLng, t.mapLat, t.propertyId),
    index().on(t.propertyId),
  ],
)
