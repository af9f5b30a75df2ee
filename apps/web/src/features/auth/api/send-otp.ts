import { useMutation } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'

export interface SendOtpBody {
  first_name: string
  /** Owners may register without an e-mail. */
  email: string | null
  phone_number: string
  user_type: 1 | 2
}

/** POST send-otp: step 1 of registration (also "Resend OTP"). 409 taken, 429 too many. */
export const sendOtp = (body: SendOtpBody) => api<ApiMessage>('POST', 'send-otp', { body })

export const useSendOtp = () => useMutation({ mutationFn: sendOtp })
