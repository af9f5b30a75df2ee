import type { SessionUser } from '@app/contract/auth'
import { useMutation } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import type { SendOtpBody } from './send-otp'

export interface RegisterBody extends SendOtpBody {
  verification_otp: string
  password: string
  c_password: string
  agreeTerms: true
}

/** POST register: step 3 of registration; 201 with the new user (no session: they log in). */
export const register = (body: RegisterBody) =>
  api<ApiOk<SessionUser>>('POST', 'register', { body })

export const useRegister = () => useMutation({ mutationFn: register })
