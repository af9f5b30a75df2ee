import type { OwnerAddress } from '@app/contract/owner'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import type { AddressFields } from './create-address'
import { ownerKeys } from './keys'

export interface UpdateAddressInput {
  addressId: number
  propertyId: number
  body: AddressFields
}

/** PUT address/{addressId} (auth; JSON): the edit modal, and step 4 again (with property_id). */
export const updateAddress = ({ addressId, propertyId, body }: UpdateAddressInput) =>
  api<ApiOk<OwnerAddress>>('PUT', `address/${addressId}`, {
    body: { ...body, property_id: propertyId },
  }).then((r) => r.data)

export function useUpdateAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
