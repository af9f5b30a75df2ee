import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/download-file'

export interface StatementRequest {
  /** YYYY-MM-DD, Indian time. */
  from: string
  to: string
  format: 'csv' | 'pdf'
}

/** GET transactions/statement (auth): the ledger between two days with the balance after each. */
export const downloadStatement = ({ from, to, format }: StatementRequest) =>
  downloadFile('transactions/statement', `Statement-${from}-to-${to}.${format}`, {
    from,
    to,
    format,
  })

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement })
