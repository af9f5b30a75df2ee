/** The geography changes only with a new dataset (the API lets browsers keep it an hour). */
export const GEO_STALE_MS = 60 * 60 * 1000
export const GEO_GC_MS = 2 * GEO_STALE_MS
