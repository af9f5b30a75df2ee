import type { Rates } from '@app/contract/insights'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

/** What the page asks for: the kind of deal and, optionally, the property type. */
export interface RatesFilter {
  purchase_type: number
  type?: number | undefined
}

/** GET insights/rates (public): per state and district, the rates' percentiles and the trend. */
export const getRates = (filter: RatesFilter, signal?: AbortSignal) =>
  api<ApiOk<Rates>>('GET', 'insights/rates', { query: { ...filter }, signal }).then((r) => r.data)

/** The last answer stays on screen while another filter's loads. */
export const useRates = (filter: RatesFilter) =>
  useQuery({
    queryKey: ['insights', 'rates', filter],
    queryFn: ({ signal }) => getRates(filter, signal),
    placeholderData: keepPreviousData,
  })
