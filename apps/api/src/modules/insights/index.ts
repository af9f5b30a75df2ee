/**
 * The insights feature's face (rent and price insight, issue 30): its routes and the rate cache
 * for the app; for listings, the detail's insight line and the cards' "Below median" marks.
 */
export { insightRates } from './plugin'
export { default as insightRoutes } from './routes'
export { listingInsight, markBelowMedian, type InsightCache, type RatedListing } from './service'
