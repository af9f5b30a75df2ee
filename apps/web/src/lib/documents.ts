import type { Attachment, ListingDocument } from '@app/contract/listing'
import { isListingDocument } from '@app/contract/listing-texts'
import { downloadFile } from './download-file'

/** Binary kilo and mega, as file managers on phones count them. */
const KIB = 1024
const MIB = KIB * KIB
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const tenths = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })

/** 512 bytes, 120 KB, 1,023 KB, 4.2 MB, 1,024 MB (Indian digit grouping). */
export function formatFileSize(bytes: number) {
  if (bytes < KIB) return `${whole.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`
  if (bytes < MIB) return `${whole.format(Math.round(bytes / KIB))} KB`
  return `${tenths.format(bytes / MIB)} MB`
}

/** A listing's documents among its attachments (the owner's full details carry all of them). */
export function documentsOf(attachments: readonly Attachment[]): ListingDocument[] {
  return [...attachments]
    .filter((a) => isListingDocument(a.img_url))
    .sort((a, b) => a.order_number - b.order_number || a.id - b.id)
    .map(({ id, name, attachment_type, size_bytes }) => ({ id, name, attachment_type, size_bytes }))
}

/**
 * GET property/document/{id} (auth): the file, saved under the name the server gives it. The
 * server decides who may have it (decision 039); a refusal throws ApiError with its message.
 */
export const downloadDocument = (doc: Pick<ListingDocument, 'id' | 'name'>) =>
  downloadFile(`property/document/${doc.id}`, doc.name)
