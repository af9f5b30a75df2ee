import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { useEffect, useRef } from 'react'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { CardPriceFooter } from '../../../components/ui/card-price-footer'
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
      className="@container flex w-full flex-col overflow-hidden shadow-xl sm:w-80"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
    >
      <div className="relative">
        {property ? (
          <PropertyImage
            path={property.image}
            alt={name}
            sizes="320px"
            className="aspect-[16/9] w-full"
            width={640}
            height={360}
          />
        ) : (
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
        )}
        <Badge className="absolute top-3 left-3">{purchaseTypeBadge(purchaseType)}</Badge>
        <button
          type="button"
          onClick={onClose}
          aria-label={MAP_UI.closeCard}
          className="text-ink focus-visible:ring-accent-400 absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-white/95 text-xl leading-none shadow hover:bg-white focus-visible:ring-4 focus-visible:outline-none"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2
          ref={heading}
          tabIndex={-1}
          className="line-clamp-2 text-lg leading-snug focus:outline-none"
        >
          {property ? name : <span className="sr-only">{MAP_UI.loading}</span>}
        </h2>
        {!property && !listing.isError && <Skeleton className="h-6 w-3/4" />}
        {property?.address ? (
          <p className="text-muted mt-1 text-sm">{placeLine(property.address)}</p>
        ) : (
          point.city_name && <p className="text-muted mt-1 text-sm">{point.city_name}</p>
        )}
        {listing.isError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {MAP_UI.cardFailed}
          </p>
        )}
        <CardPriceFooter
          price={formatPrice(price?.price ?? point.price)}
          suffix={recurringSuffix(price)}
        >
          <ButtonLink to={`/property/${point.id}`} size="sm">
            {MAP_UI.viewDetails}
          </ButtonLink>
        </CardPriceFooter>
      </div>
    </Card>
  )
}
