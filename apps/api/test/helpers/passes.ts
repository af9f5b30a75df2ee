/**
 * CI runs the API suite twice: on PGlite (`npm test`), then on PostgreSQL (DATABASE_URL set).
 * A test pinned to the embedded database (it opens a data folder itself, or starts a child with
 * DATABASE_URL '') would run unchanged in the second pass: skipIf(POSTGRES_PASS) keeps it to the
 * first.
 */
export const POSTGRES_PASS = Boolean(process.env.DATABASE_URL)
