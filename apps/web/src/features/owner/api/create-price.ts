import type { Price } from '@app/contract/listing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { ownerKeys } from './keys'

export interface PriceFields {
  price: number
  purchase_type: number
  recuring_type?: number | undefined
  security_deposit?: number | undefined
}

/** POST propertyprice (auth; JSON): step 2's price record. 409 when the property has one. */
export const createPrice = (body: PriceFields & { property_id: number }) =>
  api<ApiOk<Price>>('POST', 'propertyprice', { body }).then((r) => r.data)

export function useCreatePrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPrice,
    onSuccess: (_, { property_id }) =>
      void queryClient.invalidateQueries({ queryKey: ownerKeys.property(property_id) }),
  })
}
