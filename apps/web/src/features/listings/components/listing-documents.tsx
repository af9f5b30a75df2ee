import { LockIcon } from 'lucide-react'
import type { PropertyView } from '@app/contract/listing'
import { DOCUMENT_TEXTS as T } from '@app/contract/listing-texts'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { DocumentDownloadButton, DocumentList } from '../../../components/ui/document-list'
import { useAuth } from '../../../lib/auth-storage'

/**
 * The detail page's documents (decision 039): everyone who may open the listing sees each
 * document's name, kind and size, so that a layout plan or a licence is a reason to unlock;
 * whoever unlocked it (and its managers) downloads them. Nothing when there are none.
 */
export function ListingDocuments({ view, className }: { view: PropertyView; className?: string }) {
  const canUnlock = useAuth().can('unlock-properties')
  if (view.documents.length === 0) return null
  return (
    <Card className={`p-5 sm:p-6 ${className ?? ''}`}>
      <h2 className="text-xl">{T.heading}</h2>
      {!view.pass && canUnlock && <p className="text-muted mt-2 text-sm">{T.locked}</p>}
      <div className="mt-4">
        <DocumentList
          documents={view.documents}
          actions={(doc) =>
            view.pass ? (
              <DocumentDownloadButton doc={doc} />
            ) : (
              <Badge tone="neutral" className="gap-1">
                <LockIcon className="size-3.5 shrink-0" />
                {T.lockedBadge}
              </Badge>
            )
          }
        />
      </div>
    </Card>
  )
}
