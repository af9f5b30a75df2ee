import type { PropertyView } from '@app/contract/listing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { propertyKey } from './get-property'

export interface UnlockResult {
  /** The wallet balance after the unlock. */
  credits: number
  property: PropertyView
}

/** What a 402 INSUFFICIENT_CREDITS carries. */
export interface ShortOfCredits {
  credits: number
  unlock_cost: number
}

/** POST property/unlock (auth): spends credits once; 402 INSUFFICIENT_CREDITS when short. */
export const unlockProperty = (propertyId: number) =>
  api<ApiOk<UnlockResult>>('POST', 'property/unlock', { body: { property_id: propertyId } }).then(
    (r) => r.data,
  )

/**
 * Unlocks and puts the unlocked view (with the contact details) in the cache at once, then reads
 * the view again in the background for what only the viewer's own answer carries (the report
 * window that the unlock has just opened).
 */
export function useUnlockProperty(propertyId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unlockProperty(propertyId),
    onSuccess: (result) => {
      // The unlock's answer has no insight line (the detail's own read has): keep the one shown.
      queryClient.setQueryData<PropertyView>(propertyKey(propertyId), (shown) => ({
        ...result.property,
        insight: result.property.insight ?? shown?.insight,
      }))
      void queryClient.invalidateQueries({ queryKey: propertyKey(propertyId) })
      void queryClient.invalidateQueries({ queryKey: ['wallet'] })
    },
  })
}
