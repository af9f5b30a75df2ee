import { LISTING_TEXTS } from '@app/contract/listing-texts'
import type { CreatedProperty } from '@app/contract/owner'
import { LISTING_STATUS_LABEL, OWNER_TEXTS, type ListingStatus } from '@app/contract/owner-texts'
import { useId } from 'react'
import { Link } from 'react-router'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PropertyImage, type ImageLoad } from '../../../components/ui/property-image'
import { CardSkeleton } from '../../../components/ui/skeleton'
import { formatPrice, purchaseTypeBadge, recurringSuffix } from '../../../lib/listing-format'
import { continueListingPath, propertyPath } from '../../../lib/paths'
import { fallbackLevel, isComplete } from '../completion'
import { MANAGE_UI } from '../manage-texts'
import { LeadFigures } from './lead-figures'
import { ListingStatusAction } from './listing-status-action'
import { ModerationNotice } from './moderation-notice'

/** Three columns from 1024 px, two from 640 px, one below. */
const CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
/** Spec 001 section 9: card image height 400 px. */
const IMAGE_HEIGHT = 'h-[400px]'

export const STATUS_TONE: Record<ListingStatus, BadgeTone> = {
  published: 'success',
  let: 'brand',
  hidden: 'warning',
  draft: 'neutral',
}

/**
 * The list's completion level; when it is missing, the spec's rule for a card whose detail
 * call failed (spec 001 section 4): step 2 with prices, else step 1.
 */
export const levelOf = (item: Pick<CreatedProperty, 'completion_level' | 'prices'>) =>
  item.completion_level >= 1 ? item.completion_level : fallbackLevel(item.prices)

export function CompletionBadge({ level, className }: { level: number; className?: string }) {
  return isComplete(level) ? (
    <Badge tone="brand" className={className}>
      {OWNER_TEXTS.complete}
    </Badge>
  ) : (
    <Badge tone="accent" className={className}>
      {OWNER_TEXTS.stepBadge(level)}
    </Badge>
  )
}

export function StatusBadge({ status, className }: { status: ListingStatus; className?: string }) {
  return (
    <Badge tone={STATUS_TONE[status]} className={className}>
      {LISTING_STATUS_LABEL[status]}
    </Badge>
  )
}

/**
 * One of the owner's listings (spec 001 section 2, My Properties): the photo with its
 * completion badge, the name, the purchase type (finished) or how far the wizard got
 * (unfinished), who looked and who unlocked, and what to do next.
 */
export function MyPropertyCard({
  item,
  load = 'lazy',
}: {
  item: CreatedProperty
  load?: ImageLoad
}) {
  const titleId = useId()
  const level = levelOf(item)
  const complete = isComplete(level)
  const name = item.name.trim() || LISTING_TEXTS.untitled
  const price = item.prices[0]
  const to = complete ? propertyPath(item.id) : continueListingPath(item.id)

  return (
    <Card className="group hover:border-brand-200 flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <div className={`relative overflow-hidden ${IMAGE_HEIGHT}`}>
        <PropertyImage
          path={item.image}
          alt=""
          sizes={CARD_SIZES}
          load={load}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <CompletionBadge level={level} className="absolute top-3 left-3 shadow-sm" />
        <StatusBadge status={item.status} className="absolute top-3 right-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p
          className={
            complete
              ? 'text-accent-700 text-xs font-bold tracking-wider uppercase'
              : 'text-muted text-sm font-semibold'
          }
        >
          {complete ? purchaseTypeBadge(price?.purchase_type) : OWNER_TEXTS.incomplete(level)}
        </p>
        <h3 id={titleId} className="mt-1.5 text-lg leading-snug">
          <Link to={to} className="hover:text-brand-600 line-clamp-2 min-h-11">
            {name}
          </Link>
        </h3>
        {price && (
          <p className="mt-1">
            <span className="text-brand-700 font-bold">{formatPrice(price.price)}</span>
            {recurringSuffix(price) && (
              <span className="text-muted ml-1 text-sm">{recurringSuffix(price)}</span>
            )}
          </p>
        )}
        <LeadFigures views={item.views} unlocks={item.unlocks} className="mt-3" />
        {Boolean(item.open_reports) && (
          <Badge tone="warning" className="mt-3 self-start">
            {MANAGE_UI.openReports(item.open_reports ?? 0)}
          </Badge>
        )}
        <ModerationNotice reason={item.hidden_reason} compact className="mt-3" />
        <div className="mt-auto pt-4">
          <div className="border-line flex flex-wrap items-center gap-2 border-t pt-4 *:flex-1">
            <ButtonLink to={to} size="sm" aria-describedby={titleId}>
              {complete ? OWNER_TEXTS.viewDetails : OWNER_TEXTS.continueCreating}
            </ButtonLink>
            <ListingStatusAction propertyId={item.id} level={level} status={item.status} />
          </div>
        </div>
      </div>
    </Card>
  )
}

export function MyPropertyCardSkeleton() {
  return (
    <CardSkeleton
      imageClass={IMAGE_HEIGHT}
      lines={['h-4 w-20', 'mt-2.5 h-6 w-3/4', 'mt-3 h-4 w-40']}
      footer={['h-9 w-28', 'h-9 w-32']}
    />
  )
}
