import { ADMIN_TEXTS } from '@app/contract/admin-texts'
import { Alert } from '../../../components/ui/alert'
import { cn } from '../../../lib/cn'

/**
 * 'Hidden by the moderators: {reason}' on a listing the moderators took off the site (issue 13):
 * the kit's Alert on the listing's own view; on a card a quieter box in the same colours, not a
 * live region (a list of cards would announce every one as it loads).
 */
export function ModerationNotice({
  reason,
  compact = false,
  className,
}: {
  reason: string | null | undefined
  compact?: boolean
  className?: string
}) {
  if (!reason) return null
  const text = ADMIN_TEXTS.hiddenByModerators(reason)
  return compact ? (
    <p
      className={cn(
        'rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium break-words text-red-800',
        className,
      )}
    >
      {text}
    </p>
  ) : (
    <Alert className={cn('break-words', className)}>{text}</Alert>
  )
}
