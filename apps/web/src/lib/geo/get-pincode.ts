import { PinCodeSchema, type PinCodeInfo } from '@app/contract/geo'
import { useQuery } from '@tanstack/react-query'
import { api, ApiError, type ApiOk } from '../api-client'
import { GEO_GC_MS, GEO_STALE_MS } from './geo-cache'

/** A well-formed Indian PIN: six digits, not starting with 0. */
export const isPinCode = (pin: string) => PinCodeSchema.safeParse(pin).success

/** GET pincode/{pin} (public): the PIN's state, district, town and position; null when unknown. */
export async function getPinCode(pin: string, signal?: AbortSignal): Promise<PinCodeInfo | null> {
  try {
    const r = await api<ApiOk<PinCodeInfo>>('GET', `pincode/${pin}`, { signal })
    return r.data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** Idle until `pin` is a well-formed PIN; answers null for a PIN the geography does not know. */
export const usePinCode = (pin: string) =>
  useQuery({
    queryKey: ['geo', 'pincode', pin],
    queryFn: ({ signal }) => getPinCode(pin, signal),
    enabled: isPinCode(pin),
    staleTime: GEO_STALE_MS,
    gcTime: GEO_GC_MS,
  })
