import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { useEffect, useRef } from 'react'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PropertyImage } from '../../../components/ui/property-image'
import { Skeleton } from '../../../components/ui/skeleton'
import {
  formatPrice,
  placeLine,
  purchaseTypeBadge,
  recurringSuffix,
} from '../../../lib/listing-format'
import { useMapListing } from '../api/get-map-listing'
import type { MapPoint } from '../map-query'
import { MAP_UI } from '../map-texts'

/**
 * The card of the point picked on the map: picture, name, price with its purchase type, town and
 * a link to the listing. The marker's own price shows while the listing loads. Focus moves here
 * when it opens, and Close (or Escape) hands it back to the map.
 */
export function MapListingCard({ point, onClose }: { point: MapPoint; onClose: () => void }) {
  const listing = useMapListing(point.id)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [point.id])
  const property = listing.data?.property
  const price = listing.data?.prices[0]
  const name = property?.name || LISTING_TEXTS.untitled
  const purchaseType = price?.purchase_type ?? point.purchase_type

  return (
    <Card
      role="dialog"
      aria-label={property ? name : MAP_UI.loading}
      className="relative flex w-full overflow-hidden shadow-xl sm:w-80 sm:flex-col"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
    >
      {/* A thumbnail beside the text on phones (the map stays in view), a cover above it wider. */}
      <div className="relative min-h-26 w-24 shrink-0 sm:min-h-0 sm:w-full">
        {property ? (
          <PropertyImage
            path={property.image}
            alt={name}
            sizes="(min-width: 640px) 320px, 96px"
            className="absolute inset-0 size-full sm:static sm:aspect-[16/9] sm:h-auto"
            width={640}
            height={360}
          />
        ) : (
          <Skeleton className="absolute inset-0 rounded-none sm:static sm:aspect-[16/9]" />
        )}
        <Badge className="absolute top-2 left-2 sm:top-3 sm:left-3">
          {purchaseTypeBadge(purchaseType)}
        </Badge>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={MAP_UI.closeCard}
        className="text-ink focus-visible:ring-accent-400 absolute top-2 right-2 z-10 grid size-8 place-items-center rounded-full bg-white/95 text-xl leading-none shadow hover:bg-white focus-visible:ring-4 focus-visible:outline-none sm:size-9"
      >
        <span aria-hidden="true">×</span>
      </button>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <h2
          ref={heading}
          tabIndex={-1}
          className="line-clamp-1 pr-8 text-base leading-snug focus:outline-none sm:line-clamp-2 sm:text-lg"
        >
          {property ? name : <span className="sr-only">{MAP_UI.loading}</span>}
        </h2>
        {!property && !listing.isError && <Skeleton className="h-6 w-3/4" />}
        {property?.address ? (
          <p className="text-muted mt-1 truncate pr-8 text-sm sm:pr-0">
            {placeLine(property.address)}
          </p>
        ) : (
          point.city_name && <p className="text-muted mt-1 text-sm">{point.city_name}</p>
        )}
        {listing.isError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {MAP_UI.cardFailed}
          </p>
        )}
        {/* The button drops under the price when a long price leaves it no room. */}
        <div className="border-line mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-1.5 pt-2 sm:mt-4 sm:border-t sm:pt-4">
          <p>
            <span className="text-brand-700 font-bold sm:text-lg">
              {formatPrice(price?.price ?? point.price)}
            </span>
            {recurringSuffix(price) && (
              <span className="text-muted block text-xs whitespace-nowrap">
                {recurringSuffix(price)}
              </span>
            )}
          </p>
          <ButtonLink to={`/property/${point.id}`} size="sm" className="shrink-0">
            {MAP_UI.viewDetails}
          </ButtonLink>
        </div>
      </div>
    </Card>
  )
}
