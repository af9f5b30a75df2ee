import type { Visit } from '@app/contract/visits'
import type { ReactNode } from 'react'
import { RetryAlert } from '../../../components/ui/alert'
import { Card } from '../../../components/ui/card'
import { MoreButton } from '../../../components/ui/more-button'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/form-errors'
import { cn } from '../../../lib/cn'
import type { useVisits } from '../api/get-visits'
import { VISIT_UI } from '../visit-texts'
import { VisitCard } from './visit-card'

/**
 * A paged list of visits (View More like the other lists): skeletons while the first page
 * comes, what went wrong with a retry, `empty` when there are none.
 */
export function VisitList({
  query,
  label,
  empty,
  showListing = true,
  cards = false,
  className,
}: {
  query: ReturnType<typeof useVisits>
  label: string
  empty: ReactNode
  showListing?: boolean
  /** Each visit a card of its own (a page of them), else rows divided by lines (a panel). */
  cards?: boolean
  className?: string
}) {
  const items: Visit[] = query.data?.pages.flatMap((page) => page.data) ?? []
  if (query.isPending)
    return (
      <div role="status" className={cn('space-y-3', className)}>
        <span className="sr-only">{VISIT_UI.loading}</span>
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    )
  if (!query.data)
    return (
      <RetryAlert
        className={className}
        message={errorMessage(query.error, VISIT_UI.failed)}
        onRetry={() => void query.refetch()}
      />
    )
  if (items.length === 0) return <div className={className}>{empty}</div>
  return (
    <div className={className}>
      <ul
        aria-label={label}
        className={cards ? 'grid gap-4 lg:grid-cols-2' : 'divide-line divide-y'}
      >
        {items.map((visit) => (
          <li key={visit.id} className={cards ? 'min-w-0' : 'py-4 first:pt-0 last:pb-0'}>
            {cards ? (
              <Card className="h-full p-4 sm:p-5">
                <VisitCard visit={visit} showListing={showListing} />
              </Card>
            ) : (
              <VisitCard visit={visit} showListing={showListing} />
            )}
          </li>
        ))}
      </ul>
      <MoreButton list={query} />
    </div>
  )
}
