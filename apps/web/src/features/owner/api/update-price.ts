import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'
import type { PriceFields } from './create-price'
import { ownerKeys } from './keys'

export interface UpdatePriceInput {
  priceId: number
  /** The property, so its cached details refresh (and the wizard sends it, as the spec's does). */
  propertyId: number
  /**
   * The wizard sends JSON with `property_id` and `_method`; the edit modal sends a FormData of
   * the changed fields. Either goes as it is.
   */
  body: (Partial<PriceFields> & { property_id?: number; _method?: 'PUT' }) | FormData
}

/** POST propertypriceupdate/{priceId} (auth). */
export const updatePrice = ({ priceId, body }: UpdatePriceInput) =>
  api<ApiMessage>('POST', `propertypriceupdate/${priceId}`, { body })

export function useUpdatePrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePrice,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
