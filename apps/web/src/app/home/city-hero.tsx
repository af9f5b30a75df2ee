import { LISTING_TEXTS } from '@app/contract/listing-texts'
import type { CityPlace } from '@app/contract/places'
import { Link } from 'react-router'
import { RetryAlert } from '../../components/ui/alert'
import { Skeleton } from '../../components/ui/skeleton'
import { ListingActions } from '../../features/content/components/listing-actions'
import { useListingPlaces } from '../../features/listings/api/get-listing-places'
import { filterToParams } from '../../features/listings/filter-query'
import { errorMessage } from '../../lib/form-errors'
import { PROPERTY_LIST_PATH } from '../../lib/paths'
import { HeroEyebrow, HeroFrame } from './hero-frame'
import { listingCount } from './india-tile-map'
import { NO_PLACES } from './map-hero'

/** Skeleton cards while the cities load: about as many as a desktop row pair shows. */
const LOADING_CARDS = 8

/** /property filtered to the city (with its state and district, as the filter form sends). */
export const cityPath = (city: CityPlace) =>
  `${PROPERTY_LIST_PATH}?${filterToParams({
    state_id: city.state_id === null ? '' : String(city.state_id),
    district_id: city.district_id === null ? '' : String(city.district_id),
    city_id: String(city.id),
  }).toString()}`

/** /home-seven's hero: the cities with the most listings, each a way into its listings. */
export function CityHero() {
  const places = useListingPlaces()
  const cities = places.data?.cities
  return (
    <HeroFrame labelledBy="city-hero-title" className="py-14 sm:py-20 lg:py-24">
      <div className="max-w-3xl">
        <HeroEyebrow>Top cities</HeroEyebrow>
        <h1
          id="city-hero-title"
          className="mt-5 text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl"
        >
          Warehouses &amp; Godowns Where Business Moves
        </h1>
        <p className="text-brand-100 mt-5 text-lg leading-relaxed">
          The cities with the most owner-listed space right now. Pick one to see what is available
          for sale, rent and lease.
        </p>
      </div>
      {places.isError ? (
        <RetryAlert
          message={errorMessage(places.error, LISTING_TEXTS.fetchFailed)}
          onRetry={() => void places.refetch()}
        />
      ) : cities === undefined ? (
        <ul
          aria-busy="true"
          aria-label="Loading cities"
          className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4"
        >
          {Array.from({ length: LOADING_CARDS }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-24 rounded-2xl bg-white/10" />
            </li>
          ))}
        </ul>
      ) : cities.length === 0 ? (
        <p className="text-brand-100">{NO_PLACES}</p>
      ) : (
        <ul aria-label="Top cities" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {cities.map((city, i) => (
            <li key={city.id}>
              <Link
                to={cityPath(city)}
                className="group hover:border-accent-500 flex h-full flex-col rounded-2xl border border-white/15 bg-white/5 p-4 transition-colors hover:bg-white/10 sm:p-5"
              >
                <span className="text-accent-400 text-xs font-bold tracking-wider uppercase">
                  #{i + 1}
                </span>
                <span className="mt-1 text-lg leading-tight font-bold break-words text-white sm:text-xl">
                  {city.name}
                </span>
                <span className="text-brand-200 text-sm">{city.state_name}</span>
                <span className="text-accent-400 group-hover:text-accent-500 mt-auto pt-3 text-sm font-semibold">
                  {listingCount(city.count)} →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ListingActions />
    </HeroFrame>
  )
}
