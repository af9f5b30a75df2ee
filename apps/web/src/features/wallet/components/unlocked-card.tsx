import { formatRupees } from '@app/contract/numbers'
import { formatWhen } from '../../../lib/format'
import {
  LISTING_TEXTS,
  PURCHASE_TYPE,
  PURCHASE_TYPE_LABEL,
  RECURING_TYPE_LABEL,
} from '@app/contract/listing-texts'
import type { UnlockedProperty } from '@app/contract/wallet'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { buttonClass } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { CardPriceFooter } from '../../../components/ui/card-price-footer'
import { PropertyImage, type ImageLoad } from '../../../components/ui/property-image'
import { CardSkeleton } from '../../../components/ui/skeleton'
import { propertyPath } from '../../../lib/paths'

/** Three columns from 1024 px, two from 640 px, one below (as /property). */
const CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
const IMAGE_HEIGHT = 'h-56'

/** "/ Monthly" for a rent or lease price; nothing for a sale. */
function periodSuffix(price: UnlockedProperty['prices'][number] | undefined) {
  if (!price || price.purchase_type === PURCHASE_TYPE.sale || !price.recuring_type) return ''
  const label = RECURING_TYPE_LABEL[price.recuring_type]
  return label ? `/ ${label}` : ''
}

/**
 * An unlocked property, in the listing card's look: photo with the purchase-type badge, name,
 * when it was unlocked, price and a View Details link to the (now open) detail page; under
 * them, reporting a problem (issue 13) when the page hands that in.
 */
export function UnlockedCard({
  item,
  load = 'lazy',
  report,
}: {
  item: UnlockedProperty
  load?: ImageLoad
  report?: ReactNode
}) {
  const titleId = useId()
  const to = propertyPath(item.property_id)
  const name = item.name.trim() || LISTING_TEXTS.untitled
  const price = item.prices[0]
  const badge = (price && PURCHASE_TYPE_LABEL[price.purchase_type]) ?? LISTING_TEXTS.noPrice
  const suffix = periodSuffix(price)

  return (
    <Card className="group hover:border-brand-200 @container flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <div className={`relative overflow-hidden ${IMAGE_HEIGHT}`}>
        <PropertyImage
          path={item.image}
          alt=""
          sizes={CARD_SIZES}
          load={load}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <Badge tone="accent" className="absolute top-3 left-3 shadow-sm">
          {badge}
        </Badge>
        <Badge tone="success" className="absolute top-3 right-3 shadow-sm">
          Unlocked
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-muted text-xs font-medium">Unlocked {formatWhen(item.created_at)}</p>
        <h3 id={titleId} className="mt-1.5 text-lg leading-snug">
          <Link to={to} className="hover:text-brand-600 line-clamp-2 min-h-11">
            {name}
          </Link>
        </h3>
        <CardPriceFooter
          price={price ? formatRupees(price.price) : LISTING_TEXTS.noPrice}
          suffix={suffix}
        >
          <Link
            to={to}
            aria-describedby={titleId}
            className={buttonClass('primary', 'sm', 'shrink-0 px-3')}
          >
            View Details
          </Link>
        </CardPriceFooter>
        {report}
      </div>
    </Card>
  )
}

export function UnlockedCardSkeleton() {
  return (
    <CardSkeleton
      imageClass={IMAGE_HEIGHT}
      lines={['h-4 w-32', 'mt-2.5 h-6 w-3/4']}
      footer={['h-7 w-28', 'h-9 w-28']}
    />
  )
}
