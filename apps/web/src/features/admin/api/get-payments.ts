import type { AdminPayment, AdminPaymentQuery } from '@app/contract/admin'
import { adminKeys, type Filters } from './keys'
import { getPage, usePagedList } from './paged-list'

export type PaymentFilters = Filters<AdminPaymentQuery>

/** GET admin/payments: top-up orders with their provider ids, newest first. */
export const getPayments = (filters: PaymentFilters, offset: number, signal?: AbortSignal) =>
  getPage<AdminPayment>('admin/payments', filters, offset, signal)

export const usePayments = (filters: PaymentFilters) =>
  usePagedList<AdminPayment>(adminKeys.paymentList(filters), 'admin/payments', filters)
