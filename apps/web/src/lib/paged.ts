import type { z } from 'zod'
import type { PaginationSchema } from '@app/contract/envelope'

type Pagination = z.infer<typeof PaginationSchema>

/** The next page's offset while `has_more` (View More), else undefined. */
export const nextOffset = (last: { pagination: Pagination }) =>
  last.pagination.has_more ? last.pagination.offset + last.pagination.limit : undefined
