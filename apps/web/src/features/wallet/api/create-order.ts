import type { OrderPackLine, PaymentOrderResponse } from '@app/contract/wallet'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface CreateOrderBody {
  /** Whole credits, 1 to TOP_UP_MAX_CREDITS. */
  credits: number
  /** The buyer's state, the tax invoice's place of supply. */
  state_id?: number | undefined
  /** The cart's packs: `credits` is their credits added up; the order records their bonus. */
  packs?: OrderPackLine[] | undefined
  /** A business buyer's GSTIN (B2B invoice); then the next two and the state are required. */
  gstin?: string | undefined
  /** The name and billing address for the invoice (rule 46(e) asks them from ₹59,000). */
  legal_name?: string | undefined
  billing_address?: string | undefined
}

/**
 * POST wallet/order (auth): the spec's payment order response (amount in paise) and which
 * checkout to open.
 */
export const createOrder = (body: CreateOrderBody) =>
  api<PaymentOrderResponse>('POST', 'wallet/order', { body })

export const useCreateOrder = () => useMutation({ mutationFn: createOrder })
