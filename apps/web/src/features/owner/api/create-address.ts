import type { OwnerAddress } from '@app/contract/owner'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { ownerKeys } from './keys'

export interface AddressFields {
  state_id: number
  district_id: number
  city_id: number
  pin_code: string
  address: string
  phone_number?: string | undefined
  /** The PIN's position when the PIN lookup found one (the server defaults to it otherwise). */
  latitude?: number | null | undefined
  longitude?: number | null | undefined
}

/** POST address (auth; JSON): step 4. 409 when the property already has an address. */
export const createAddress = (body: AddressFields & { property_id: number }) =>
  api<ApiOk<OwnerAddress>>('POST', 'address', { body }).then((r) => r.data)

export function useCreateAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
