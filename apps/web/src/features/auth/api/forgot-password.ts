import { useMutation } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'

/** POST forgot-password: the same answer whether or not the account exists. */
export const forgotPassword = (body: { email: string }) =>
  api<ApiMessage>('POST', 'forgot-password', { body })

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword })
