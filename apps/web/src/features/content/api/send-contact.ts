import type { Contact } from '@app/contract/content'
import { useMutation } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'

/** POST contact (public): stored and e-mailed to the site's address; answers a message. */
export const sendContact = (enquiry: Contact) =>
  api<ApiMessage>('POST', 'contact', { body: enquiry })

export const useSendContact = () => useMutation({ mutationFn: sendContact })
