import { useMutation } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'

export interface ChangePasswordBody {
  old_password: string
  new_password: string
  c_password: string
}

/** POST change-password (auth): revokes every session, this one included. */
export const changePassword = (body: ChangePasswordBody) =>
  api<ApiMessage>('POST', 'change-password', { body })

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
