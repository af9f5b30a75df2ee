import { RetryAlert } from '../../../components/ui/alert'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/form-errors'
import { ADMIN_UI } from '../admin-ui'
import { isForbidden } from '../../../lib/api-client'
import { AdminsOnly } from './admin-gate'

/**
 * A load that failed: the administrators-only notice when the server says this account may not
 * (a 403: demoted since login), else what went wrong and 'Try again'.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isForbidden(error)) return <AdminsOnly />
  return <RetryAlert message={errorMessage(error, ADMIN_UI.loadFailed)} onRetry={onRetry} />
}

export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  )
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div className="border-line rounded-2xl border border-dashed bg-white px-6 py-12 text-center">
      <p className="text-muted">{text}</p>
    </div>
  )
}

/** "Showing 20 of 134" above a list. */
export function ShowingCount({
  shown,
  total,
  noun,
}: {
  shown: number
  total: number
  noun: string
}) {
  return (
    <p className="text-muted text-sm" aria-live="polite">
      Showing <span className="text-ink font-semibold">{shown}</span> of{' '}
      <span className="text-ink font-semibold">{total}</span> {noun}
    </p>
  )
}
