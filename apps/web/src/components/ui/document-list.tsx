import { DownloadIcon } from 'lucide-react'
import type { ListingDocument } from '@app/contract/listing'
import { DOCUMENT_TEXTS as T, documentKind } from '@app/contract/listing-texts'
import { useState, type ReactNode } from 'react'
import { ApiError } from '../../lib/api-client'
import { downloadDocument, formatFileSize } from '../../lib/documents'
import { Button } from './button'
import { useToast } from './toast'

/**
 * A listing's documents, one row each: the kind's badge, the name, "PDF · 120 KB", and what the
 * screen lets one do with it (`actions`). Rows stack their actions under the name on phones.
 */
export function DocumentList({
  documents,
  actions,
  label = T.heading,
}: {
  documents: readonly ListingDocument[]
  actions: (doc: ListingDocument) => ReactNode
  label?: string
}) {
  return (
    <ul aria-label={label} className="divide-line border-line divide-y rounded-xl border">
      {documents.map((doc) => (
        <li key={doc.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-4">
          <span
            aria-hidden="true"
            className="bg-brand-50 text-brand-800 grid h-11 w-10 shrink-0 place-items-center rounded-lg text-[0.65rem] font-bold uppercase"
          >
            {documentKind(doc.attachment_type).slice(0, 4)}
          </span>
          <span className="min-w-0 flex-1 basis-40">
            <span className="text-ink block font-medium break-words">{doc.name}</span>
            <span className="text-muted block text-sm">
              {documentKind(doc.attachment_type)} · {formatFileSize(doc.size_bytes)}
            </span>
          </span>
          <span className="flex shrink-0 flex-wrap gap-2">{actions(doc)}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * Downloads one document with the bearer token (a plain link would carry none); a refusal or a
 * failure is said in a toast with the server's message.
 */
export function DocumentDownloadButton({ doc }: { doc: Pick<ListingDocument, 'id' | 'name'> }) {
  const [pending, setPending] = useState(false)
  const toast = useToast()
  const download = async () => {
    setPending(true)
    try {
      await downloadDocument(doc)
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : T.downloadFailed)
    } finally {
      setPending(false)
    }
  }
  return (
    <Button
      variant="outline"
      onClick={() => void download()}
      disabled={pending}
      aria-label={T.downloadLabel(doc.name)}
    >
      <DownloadIcon className="size-4 shrink-0" />
      {pending ? T.downloading : T.download}
    </Button>
  )
}
