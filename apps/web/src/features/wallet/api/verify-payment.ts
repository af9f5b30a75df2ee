import type { PaymentConfirmation } from '@app/contract/wallet'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { walletKeys } from './keys'

/** POST wallet/verify (auth): checks the checkout's signature and answers the new balance. */
export const verifyPayment = (confirmation: PaymentConfirmation) =>
  api<ApiOk<{ credits: number }>>('POST', 'wallet/verify', { body: confirmation }).then(
    (r) => r.data,
  )

/** On success the new balance shows at once and every list of credits refreshes. */
export function useVerifyPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: ({ credits }) => {
      queryClient.setQueryData(walletKeys.balance, { credits })
      void queryClient.invalidateQueries({ queryKey: walletKeys.all })
    },
  })
}
