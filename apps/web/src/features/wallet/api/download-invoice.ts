import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/download-file'

/** GET transactions/{id}/invoice (auth: the buyer): the paid top-up's tax invoice PDF. */
export const downloadInvoice = (transactionId: number) =>
  downloadFile(`transactions/${transactionId}/invoice`, `Invoice-${transactionId}.pdf`)

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice })
