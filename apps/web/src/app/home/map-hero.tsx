import { formatCount } from '@app/contract/numbers'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { Link } from 'react-router'
import { RetryAlert } from '../../components/ui/alert'
import { Skeleton } from '../../components/ui/skeleton'
import { ListingActions } from '../../features/content/components/listing-actions'
import { useListingPlaces } from '../../features/listings/api/get-listing-places'
import { errorMessage } from '../../lib/form-errors'
import { HeroEyebrow, HeroFrame } from './hero-frame'
import { IndiaTileMap, listingCount, statePath } from './india-tile-map'

/**
 * States named beside the map from 640 px, busiest first (the map shows them all). On phones every
 * state is named: its 37 px tiles are too small to tap, so there the map is a picture and these
 * 44 px chips are the way in (WCAG 2.5.8's equivalent control).
 */
const LISTED_STATES = 6

/** Said when no listing is published yet (the map is then all dim). */
export const NO_PLACES =
  'No listings are published yet: they appear here as soon as owners post them.'

/** /home-six's hero: where the listings are, state by state, on a map of India. */
export function MapHero() {
  const places = useListingPlaces()
  const states = places.data?.states
  const busiest = [...(states ?? [])].sort((a, b) => b.count - a.count)
  const total = (states ?? []).reduce((sum, s) => sum + s.count, 0)
  return (
    <HeroFrame
      labelledBy="map-hero-title"
      className="py-14 sm:py-20 lg:grid-cols-[0.9fr_1.1fr] lg:py-24"
    >
      <div>
        <HeroEyebrow>Across India</HeroEyebrow>
        <h1
          id="map-hero-title"
          className="mt-5 text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl"
        >
          Find Warehouses &amp; Godowns State by State
        </h1>
        <p className="text-brand-100 mt-5 max-w-xl text-lg leading-relaxed">
          {states && total > 0
            ? `${listingCount(total)} from owners in ${states.length} ${states.length === 1 ? 'state' : 'states'}. Pick a state on the map to see its godowns and warehouses for sale, rent and lease.`
            : 'Pick a state on the map to see its godowns and warehouses for sale, rent and lease.'}
        </p>
        {places.isError ? (
          <RetryAlert
            className="mt-6"
            message={errorMessage(places.error, LISTING_TEXTS.fetchFailed)}
            onRetry={() => void places.refetch()}
          />
        ) : states === undefined ? (
          <div className="mt-6 flex flex-wrap gap-2" aria-busy="true">
            {Array.from({ length: LISTED_STATES }, (_, i) => (
              <Skeleton key={i} className="h-9 w-32 rounded-full bg-white/10" />
            ))}
          </div>
        ) : states.length === 0 ? (
          <p className="text-brand-100 mt-6">{NO_PLACES}</p>
        ) : (
          <ul aria-label="Busiest states" className="mt-6 flex flex-wrap gap-2">
            {busiest.map((s, i) => (
              <li key={s.id} className={i >= LISTED_STATES ? 'sm:hidden' : undefined}>
                <Link
                  to={statePath(s)}
                  className="hover:bg-accent-500 hover:text-brand-900 inline-flex min-h-11 items-center gap-2 rounded-full border border-white/20 bg-white/5 px-4 py-2 text-sm font-semibold text-white transition-colors"
                >
                  {s.name}
                  <span className="text-accent-400 font-bold">{formatCount(s.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <ListingActions className="mt-8" />
      </div>
      <div>
        <IndiaTileMap
          states={states}
          className="mx-auto w-full max-w-md max-sm:pointer-events-none lg:max-w-lg"
        />
        <p className="text-brand-200 mt-3 text-center text-sm">
          <span aria-hidden="true" className="bg-accent-500 mr-2 inline-block size-3 rounded-sm" />
          States with listings; the number is how many
        </p>
      </div>
    </HeroFrame>
  )
}
