import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/download-file'

/** GET transactions/{id}/invoice (the buyer or an admin): a paid order's tax invoice PDF. */
export const downloadInvoice = (orderId: number) =>
  downloadFile(`transactions/${orderId}/invoice`, `Invoice-${orderId}.pdf`)

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice })
