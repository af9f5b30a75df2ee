import { errorMessage } from '../../lib/form-errors'
import { Alert } from './alert'
import { Button } from './button'

/** What an infinite query gives a paged list (TanStack Query's useInfiniteQuery result). */
export interface PagedList {
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
