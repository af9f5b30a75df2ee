/**
 * The listings feature's face (browse, detail, previews): its routes and view log for the app,
 * what a browse matches for the map and the alerts, the detail for the unlock, and previews and
 * the published list for the pages.
 */
export { browseWhere, closestTowns, searchQuery, searchWords, type BrowseFilter } from './filters'
export { createKeywordPlaces, type KeywordPlacesCache } from './keyword-places'
export { filterKey } from './marks'
export { matchWhere, nearCondition, nearPointOf, type NearPoint } from './near'
export { default as listingRoutes } from './routes'
export {
  createPreviewCache,
  listingPreview,
  publishedListings,
  type ListingPreview,
} from './previews'
export { presentView } from './service'
export { viewLog } from './view-log'
