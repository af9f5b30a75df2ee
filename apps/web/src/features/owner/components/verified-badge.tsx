import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { Badge } from '../../../components/ui/badge'
import { TickIcon } from '../../../components/ui/tick-icon'

/** 'Verified specs' on the owner's side: an admin checked the documents behind the specifications. */
export function VerifiedBadge() {
  return (
    <span title={SEARCH_TEXTS.verifiedHint} className="inline-flex">
      <Badge tone="success" className="gap-1">
        <TickIcon className="size-3.5" />
        {SEARCH_TEXTS.verified}
      </Badge>
    </span>
  )
}
