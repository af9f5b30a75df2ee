import { POST_PROPERTY_LABEL, usePostProperty } from '../../../lib/post-property'
import { Button, ButtonLink } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'

/** The two calls to action on dark bands: browse the listings, or post a property. */
export function ListingActions({ className }: { className?: string }) {
  const postProperty = usePostProperty()
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <ButtonLink to="/property" variant="accent" size="lg">
        See All Listing
      </ButtonLink>
      <Button variant="outline" size="lg" onClick={postProperty}>
        {POST_PROPERTY_LABEL}
      </Button>
    </div>
  )
}
