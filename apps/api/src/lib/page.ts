import type { Pagination } from '@app/contract/envelope'

/**
 * The pagination of a list: where the page starts, its size, the total, and whether rows follow
 * the `shown` ones on this page.
 */
export function pageOf(
  page: { offset: number; limit: number },
  shown: number,
  total: number,
): Pagination {
  return {
    offset: page.offset,
    limit: page.limit,
    total,
    has_more: page.offset + shown < total,
  }
}
