import type { Gstr1Section } from '@app/contract/gst'
import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/download-file'

/** GET admin/gstr1 (admin): a month's invoices as one GSTR-1 section, the offline tool's CSV. */
export const downloadGstr1 = ({ month, section }: { month: string; section: Gstr1Section }) =>
  downloadFile('admin/gstr1', `GSTR1-${month}-${section}.csv`, { month, section })

export const useDownloadGstr1 = () => useMutation({ mutationFn: downloadGstr1 })
