import { CheckIcon } from 'lucide-react'
import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { Badge } from './badge'
import { cn } from '../../lib/cn'

/** 'Verified specs': an admin checked the documents behind the specifications (issue 15). */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span title={SEARCH_TEXTS.verifiedHint} className={cn('inline-flex', className)}>
      <Badge tone="success" className="gap-1 shadow-sm">
        <CheckIcon className="size-3.5" />
        {SEARCH_TEXTS.verified}
      </Badge>
    </span>
  )
}
