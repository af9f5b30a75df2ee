import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api, type ApiMessage } from '../../../lib/api-client'
import { authStore } from '../../../lib/auth-storage'

/** POST account/logout-everywhere: ends every session of the account, this one included. */
export const logoutEverywhere = () => api<ApiMessage>('POST', 'account/logout-everywhere')

/**
 * Once the server has ended the sessions, this browser's ends too: to /login (with the logout
 * notice), then local storage and the query cache are cleared, as a logout does.
 */
export function useLogoutEverywhere() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: async () => {
      // Leave first: this page needs login and would otherwise flash its 'Login Required' notice.
      await navigate('/login', { state: { notice: 'loggedOut' } })
      authStore.clear()
      queryClient.clear()
    },
  })
}
