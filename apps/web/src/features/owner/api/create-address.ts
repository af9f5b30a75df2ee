import type { CreateAddressBody, OwnerAddress } from '@app/contract/owner'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { ownerKeys } from './keys'

/**
 * Step 4's fields, as the contract's schema gives them after validation; latitude and longitude
 * are the PIN's when the lookup found them (the server defaults to the PIN's otherwise).
 */
export type AddressFields = Omit<CreateAddressBody, 'property_id'>

/** POST address (auth; JSON): step 4. 409 when the property already has an address. */
export const createAddress = (body: CreateAddressBody) =>
  api<ApiOk<OwnerAddress>>('POST', 'address', { body }).then((r) => r.data)

export function useCreateAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
