import { ClockIcon } from 'lucide-react'
import { cn } from '../../../lib/cn'
import { VISIT_UI } from '../visit-texts'

/**
 * "Usually replies within a day", beside the owner's response score, when the listing's view
 * says the owner has earned it by answering visit requests (issue 30).
 */
export function RepliesWithinDayBadge({
  earned,
  className,
}: {
  earned: boolean | undefined
  className?: string
}) {
  if (!earned) return null
  return (
    <p
      title={VISIT_UI.repliesWithinDayExplained}
      className={cn(
        'border-brand-100 bg-brand-50 text-brand-800 inline-flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold',
        className,
      )}
    >
      <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
      {VISIT_UI.repliesWithinDay}
    </p>
  )
}
