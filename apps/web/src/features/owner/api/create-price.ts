import type { Price } from '@app/contract/listing'
import type { CreatePriceBody } from '@app/contract/owner'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { ownerKeys } from './keys'

/** Step 2's fields, as the contract's schema gives them after validation. */
export type PriceFields = Omit<CreatePriceBody, 'property_id'>

/** POST propertyprice (auth; JSON): step 2's price record. 409 when the property has one. */
export const createPrice = (body: CreatePriceBody) =>
  api<ApiOk<Price>>('POST', 'propertyprice', { body }).then((r) => r.data)

export function useCreatePrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPrice,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
