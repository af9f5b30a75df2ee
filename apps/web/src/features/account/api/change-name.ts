import type { Account, AccountNameBody } from '@app/contract/account'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { authStore } from '../../../lib/auth-storage'
import { accountKeys } from './keys'

/** PATCH account: the new name. */
export const changeName = (body: AccountNameBody) =>
  api<ApiOk<{ name: string }>>('PATCH', 'account', { body }).then((r) => r.data)

/** The header and the page show the new name at once. */
export function useChangeName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeName,
    onSuccess: ({ name }) => {
      authStore.updateUser({ name })
      queryClient.setQueryData<Account>(accountKeys.all, (old) =>
        old ? { ...old, profile: { ...old.profile, name } } : old,
      )
    },
  })
}
