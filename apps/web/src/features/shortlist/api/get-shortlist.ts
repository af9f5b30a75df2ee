import type { ShortlistResponseSchema } from '@app/contract/search'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type ShortlistResponse = z.infer<typeof ShortlistResponseSchema>
export type Shortlist = ShortlistResponse['data']

/** GET shortlist (auth): the ids and cards of the listings saved, newest first. */
export const getShortlist = async (signal?: AbortSignal) =>
  (await api<ShortlistResponse>('GET', 'shortlist', { signal })).data
