import { useMutation } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'

/** POST newsletter (public): stored once per address; a repeat is still a success. */
export const subscribeNewsletter = (email: string) =>
  api<ApiMessage>('POST', 'newsletter', { body: { email } })

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter })
