import { MapPinIcon } from 'lucide-react'
import type { ListingCard as Listing } from '@app/contract/listing'
import { INSIGHT_TEXTS } from '@app/contract/insight-texts'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { NEAR_TEXTS } from '@app/contract/near'
import { useId, type MouseEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { buttonClass } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { CardPriceFooter } from '../../../components/ui/card-price-footer'
import { PropertyImage, type ImageLoad } from '../../../components/ui/property-image'
import { CardSkeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/cn'
import { useRequireLoginClick } from '../../../components/login-required/login-warning-provider'
import {
  cardDescription,
  dayText,
  formatPrice,
  placeLine,
  propertyTypeLabel,
  purchaseTypeBadge,
  recurringSuffix,
} from '../../../lib/listing-format'
import { cardArea, cardSpecChips, hasArea } from '../spec-format'
import { VerifiedBadge } from '../../../components/ui/verified-badge'

/** `home`: the compact card of 'Latest property'; `list`: the /property card (400 px photo). */
export type ListingCardVariant = 'home' | 'list'

const IMAGE_HEIGHT: Record<ListingCardVariant, string> = {
  // Two home cards share a phone's width: a shorter photo while the card is narrow.
  home: 'h-36 @[16rem]:h-56',
  // The spec fixes the listing card's photo at 400 px.
  list: 'h-[400px]',
}

/**
 * How wide a card's photo is drawn: 3 columns from 1024 px, 2 from 640 px; the home grid
 * keeps 2 down to 400 px (docs/decisions/006-home-card-columns.md), /property goes to 1.
 */
const CARD_SIZES: Record<ListingCardVariant, string> = {
  home: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 400px) 50vw, 100vw',
  list: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}

/** Plain clicks go through the login check; new-tab clicks keep the link's own behaviour. */
const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * A property card. The whole card, its title and its View Details button open the detail
 * page; logged out they show the login warning instead (spec 000 section 4). `action` (another
 * feature's button, such as the shortlist's heart) sits on the photo's corner; its clicks stay
 * its own.
 */
export function ListingCard({
  listing,
  variant,
  load = 'lazy',
  action,
}: {
  listing: Listing
  variant: ListingCardVariant
  load?: ImageLoad
  action?: ReactNode
}) {
  const open = useRequireLoginClick()
  const titleId = useId()
  const to = `/property/${listing.id}`
  const name = listing.name.trim() || LISTING_TEXTS.untitled
  const onHome = variant === 'home'
  const badge = purchaseTypeBadge(listing.price?.purchase_type ?? listing.purchase_type, onHome)
  const suffix = recurringSuffix(listing.price)

  const onLinkClick = (e: MouseEvent) => {
    e.stopPropagation()
    if (!isPlainClick(e)) return
    e.preventDefault()
    open(to)
  }

  return (
    <Card
      onClick={() => open(to)}
      className="group hover:border-brand-200 @container flex h-full cursor-pointer flex-col overflow-hidden transition-shadow hover:shadow-lg"
    >
      <div className={cn('relative overflow-hidden', IMAGE_HEIGHT[variant])}>
        <PropertyImage
          path={listing.image}
          alt=""
          sizes={CARD_SIZES[variant]}
          load={load}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-3 left-3 flex flex-wrap items-start gap-1.5 pr-14">
          <Badge tone="accent" className="shadow-sm">
            {badge}
          </Badge>
          {listing.verified && <VerifiedBadge />}
          {listing.below_median && (
            <Badge tone="success" className="shadow-sm">
              {INSIGHT_TEXTS.belowMedian}
            </Badge>
          )}
        </div>
        {action && (
          // A div, not a button: the action brings its own control; this only keeps its clicks
          // from opening the listing.
          <div
            className="absolute top-2.5 right-2.5"
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
          >
            {action}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-3 @[16rem]:p-5">
        <div className="text-muted flex items-center justify-between gap-3 text-xs font-medium">
          <span>{dayText(listing.created_at)}</span>
          {!onHome && <span>{propertyTypeLabel(listing.type)}</span>}
        </div>
        {/* Two lines, never one cut short: owners put the size in the name ("…, 36,000 sq.ft"). */}
        <h3 id={titleId} className="mt-1.5 text-base leading-snug break-words @[16rem]:text-lg">
          {/* A 44 px target even on one line. */}
          <Link
            to={to}
            onClick={onLinkClick}
            className="hover:text-brand-600 line-clamp-2 min-h-11"
          >
            {name}
          </Link>
        </h3>
        <p className="text-muted mt-1 flex items-center gap-1.5 truncate text-sm">
          <MapPinIcon className="text-accent-600 size-4 shrink-0" />
          <span className="truncate">{placeLine(listing.address)}</span>
          {/* Searched near a place: how far the listing's map point is from it. */}
          {listing.distance_km !== undefined && (
            <span className="text-ink shrink-0 font-semibold">
              · {NEAR_TEXTS.away(listing.distance_km)}
            </span>
          )}
        </p>
        {/* The size on a line of its own, whole, whatever the name says. */}
        {onHome && hasArea(listing) && (
          <p className="text-ink mt-1 text-sm font-semibold">{cardArea(listing)}</p>
        )}
        {!onHome && (
          <>
            {/* Up to 180 characters whole (about four lines); longer ones are cut to 120. */}
            <p className="text-muted mt-3 min-h-24 text-sm leading-6">
              {cardDescription(listing.description)}
            </p>
            <p className="text-ink mt-3 text-sm">
              <span className="text-muted">Area: </span>
              <span className="font-semibold">{cardArea(listing)}</span>
            </p>
            <SpecChips listing={listing} />
          </>
        )}
        <CardPriceFooter price={formatPrice(listing.price?.price)} suffix={suffix}>
          <Link
            to={to}
            onClick={onLinkClick}
            aria-describedby={titleId}
            className={buttonClass('primary', 'sm', 'h-11 shrink-0 px-3')}
          >
            View Details
          </Link>
        </CardPriceFooter>
      </div>
    </Card>
  )
}

/**
 * The card's compact specifications, only those the owner gave. A group of labelled chips, not
 * a list: the cards are list items themselves, and journeys count them.
 */
function SpecChips({ listing }: { listing: Listing }) {
  const chips = cardSpecChips(listing)
  if (chips.length === 0) return null
  return (
    <div role="group" aria-label="Specifications" className="mt-3 flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <span
          key={chip.label}
          title={chip.label}
          className="border-brand-100 bg-brand-50 text-brand-800 rounded-md border px-2 py-0.5 text-xs font-semibold"
        >
          {chip.label !== chip.text && <span className="sr-only">{chip.label}: </span>}
          {chip.text}
        </span>
      ))}
    </div>
  )
}

/** A card-shaped placeholder of the same height, so the grid does not jump when data lands. */
const SKELETON_LINES = ['h-4 w-20', 'mt-2.5 h-6 w-3/4', 'mt-2 h-4 w-1/2']
/** The list's cards also show the description and the specifications. */
const SKELETON_LIST_LINES = [...SKELETON_LINES, 'mt-3 h-24 w-full', 'mt-3 h-5 w-32']

export function ListingCardSkeleton({ variant }: { variant: ListingCardVariant }) {
  return (
    <CardSkeleton
      className="@container"
      bodyClass="p-3 @[16rem]:p-5"
      imageClass={IMAGE_HEIGHT[variant]}
      lines={variant === 'list' ? SKELETON_LIST_LINES : SKELETON_LINES}
      footer={['h-7 w-28', 'h-9 w-28']}
    />
  )
}
