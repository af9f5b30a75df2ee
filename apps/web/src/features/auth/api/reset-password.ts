import { useMutation } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'

export interface ResetPasswordBody {
  email: string
  otp: string
  password: string
  c_password: string
}

/** POST reset-password: sets a new password with the e-mailed OTP; revokes every session. */
export const resetPassword = (body: ResetPasswordBody) =>
  api<ApiMessage>('POST', 'reset-password', { body })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
