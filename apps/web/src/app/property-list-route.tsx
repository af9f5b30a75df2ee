import { useMatches } from 'react-router'
import {
  Component as PropertyListPage,
  loader,
  type ListLayout,
  type ListSlots,
} from '../features/listings/pages/property-list-page'
import { SaveSearchButton } from '../features/saved-searches/components/save-search-button'
import { CompareBar } from '../features/shortlist/components/compare-bar'
import { ShortlistHeart } from '../features/shortlist/components/shortlist-heart'

/** What a list route says in its `handle`: /property-sidebar asks for the sidebar layout. */
export interface ListLayoutHandle {
  listLayout?: ListLayout
}

/**
 * Other features on the listing's pages, composed here (features do not import each other): the
 * shortlist's heart on every card, saving the search beside the result count (the toolbar's
 * small buttons), and the shortlist's compare bar under the list.
 */
const slots: ListSlots = {
  // 44 px: a thumb's target on a phone.
  cardAction: (card) => <ShortlistHeart propertyId={card.id} />,
  searchActions: (filters) => <SaveSearchButton filters={filters} className="h-11 px-3 text-sm" />,
  footer: <CompareBar />,
}

export { loader }

/**
 * /property and /property-sidebar: the listings feature's list, with the filters over it or in
 * a sidebar from 1024 px, as the route's handle says (both in a bottom sheet below).
 */
export function Component() {
  const sidebar = useMatches().some(
    (match) => (match.handle as ListLayoutHandle | undefined)?.listLayout === 'sidebar',
  )
  return <PropertyListPage layout={sidebar ? 'sidebar' : 'top'} slots={slots} />
}
