import { useMutation } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'

export interface VerifyOtpBody {
  email: string | null
  phone_number: string
  verification_otp: string
}

/** POST verify-otp: step 2 of registration. 422 when the code is wrong or expired. */
export const verifyOtp = (body: VerifyOtpBody) => api<ApiMessage>('POST', 'verify-otp', { body })

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp })
