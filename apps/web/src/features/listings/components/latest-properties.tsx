import { LATEST_PROPERTIES_MAX } from '@app/contract/constants'
import type { ListingCard as Listing } from '@app/contract/listing'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import type { ReactNode } from 'react'
import { RetryAlert } from '../../../components/ui/alert'
import { ButtonLink } from '../../../components/ui/button'
import { Section } from '../../../components/ui/section'
import { errorMessage } from '../../../lib/form-errors'
import { useLatestListings } from '../api/get-latest'
import { ListingCard, ListingCardSkeleton } from './listing-card'

/**
 * 'Latest property': up to six cards. 3 columns from 1024 px and 2 below (spec 000 section 2),
 * down to 400 px; a phone narrower than that (360 px) gets 1, because two ~150 px cards there
 * cut every name to its first two words (docs/decisions/006-home-card-columns.md).
 */
const GRID = 'grid grid-cols-1 gap-4 xs:grid-cols-2 sm:gap-6 lg:grid-cols-3'

/** `cardAction`: another feature's button on each card's photo (the shortlist's heart). */
export function LatestProperties({
  cardAction,
}: {
  cardAction?: (card: Listing) => ReactNode
} = {}) {
  const latest = useLatestListings()
  return (
    <Section
      tinted
      eyebrow="Fresh on the market"
      title="Latest property"
      intro="The newest godowns and warehouses listed by owners across India."
    >
      {latest.isPending ? (
        <ul className={GRID} aria-busy="true" aria-label="Loading the latest properties">
          {Array.from({ length: LATEST_PROPERTIES_MAX }, (_, i) => (
            <li key={i}>
              <ListingCardSkeleton variant="home" />
            </li>
          ))}
        </ul>
      ) : latest.isError ? (
        <RetryAlert
          message={errorMessage(latest.error, LISTING_TEXTS.fetchFailed)}
          onRetry={() => void latest.refetch()}
        />
      ) : latest.data.length === 0 ? (
        <div className="border-line rounded-2xl border bg-white p-10 text-center">
          <h3 className="text-xl">{LISTING_TEXTS.noneTitle}</h3>
          <p className="text-muted mt-2">{LISTING_TEXTS.noneBody}</p>
        </div>
      ) : (
        <ul aria-label="Latest properties" className={GRID}>
          {latest.data.slice(0, LATEST_PROPERTIES_MAX).map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} variant="home" action={cardAction?.(listing)} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/property" size="lg">
          View More
        </ButtonLink>
      </div>
    </Section>
  )
}
