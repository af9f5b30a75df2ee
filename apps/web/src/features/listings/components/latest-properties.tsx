import { LATEST_PROPERTIES_MAX } from '@app/contract/constants'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { Alert } from '../../../components/ui/alert'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Section } from '../../../components/ui/section'
import { errorMessage } from '../../../lib/form-errors'
import { useLatestListings } from '../api/get-latest'
import { ListingCard, ListingCardSkeleton } from './listing-card'

/**
 * 'Latest property': up to six cards. 3 columns from 1024 px, 2 from 640 px, and 1 below:
 * at 360 px two columns would leave ~150 px per card, too narrow for the price and the
 * View Details button side by side.
 */
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'

export function LatestProperties() {
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
        <Alert className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(latest.error, LISTING_TEXTS.fetchFailed)}</span>
          <Button size="sm" variant="outline" onClick={() => void latest.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : latest.data.length === 0 ? (
        <div className="border-line rounded-2xl border bg-white p-10 text-center">
          <h3 className="text-xl">{LISTING_TEXTS.noneTitle}</h3>
          <p className="text-muted mt-2">{LISTING_TEXTS.noneBody}</p>
        </div>
      ) : (
        <ul aria-label="Latest properties" className={GRID}>
          {latest.data.slice(0, LATEST_PROPERTIES_MAX).map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} variant="home" />
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
