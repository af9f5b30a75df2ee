import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/form-errors'

/** Pieces the wallet's lists share: empty text, View More, the loading rows, an icon. */

export function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true">
      <path
        d="M10 3v9m0 0l-3.5-3.5M10 12l3.5-3.5M4 14.5V16h12v-1.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  )
}

export function EmptyText({ text }: { text: string }) {
  return (
    <div className="border-line bg-surface rounded-2xl border px-6 py-12 text-center">
      <p className="text-muted">{text}</p>
    </div>
  )
}

interface PagedList {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  error: unknown
  fetchNextPage: () => Promise<unknown>
}

/** View More while the list has more, and what went wrong when the next page did not come. */
export function MoreButton({ list }: { list: PagedList }) {
  return (
    <>
      {list.isFetchNextPageError && <Alert className="mt-4">{errorMessage(list.error)}</Alert>}
      {list.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'View More'}
          </Button>
        </div>
      )}
    </>
  )
}

export function TableSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  )
}
