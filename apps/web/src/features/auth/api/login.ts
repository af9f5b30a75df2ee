import type { LoginInput, SessionUser } from '@app/contract/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { authStore } from '../../../lib/auth-storage'

/** POST login: 401 for a wrong e-mail/phone or password (one answer for both), 429 locked. */
export const login = (body: LoginInput) =>
  api<ApiOk<SessionUser & { token: string }>>('POST', 'login', { body })

/** Logs in and stores the session; nothing cached for a previous user survives. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => {
      queryClient.clear()
      authStore.login(data.token, { id: data.id, name: data.name, user_type: data.user_type })
    },
  })
}
