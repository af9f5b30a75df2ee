import { plural } from '@app/contract/numbers'
/** The map page's own wording (the contract's SEARCH_TEXTS holds the shared texts). */
export const MAP_UI = {
  title: 'Map search',
  lead: 'Godowns and warehouses where they are. Zoom in, or move the map and search that area.',
  loginToMap: 'Please login to search listings on the map.',
  fetchFailed: 'Could not load the listings for this area.',
  cardFailed: 'This listing could not be loaded.',
  loading: 'Loading listings…',
  inThisArea: (n: number) => `${plural(n, 'listing')} in this area`,
  clusterLabel: (n: number) => `${plural(n, 'listing')}: zoom in`,
  viewDetails: 'View details',
  viewAsList: 'View as list',
  closeCard: 'Close',
  filters: 'Filters',
  apply: 'Apply',
  clear: 'Clear',
  keyword: 'Keyword',
  keywordPlaceholder: 'Name, description or town',
  verifiedOnly: 'Verified specs only',
  moreFilters: (n: number) => `+ ${n} more ${n === 1 ? 'filter' : 'filters'} from the listing`,
  mapLabel: 'Map of listings',
  listHeading: 'Listings in view',
  inView: (n: number) =>
    n === 0
      ? 'None here: move the map or zoom out.'
      : `${n.toLocaleString('en-IN')} ${n === 1 ? 'listing' : 'listings'}, nearest the middle first`,
  inViewPartly: (shown: number, n: number) =>
    `${shown.toLocaleString('en-IN')} of ${n.toLocaleString('en-IN')} listings: zoom in to list them all`,
  noTown: 'Town not given',
  viewListing: 'View',
  showMore: 'Show more',
  retry: 'Try again',
} as const
