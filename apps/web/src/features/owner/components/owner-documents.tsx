import type { Attachment, ListingDocument } from '@app/contract/listing'
import { DOCUMENT_TEXTS as T } from '@app/contract/listing-texts'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { DocumentDownloadButton, DocumentList } from '../../../components/ui/document-list'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { documentsOf } from '../../../lib/documents'
import { useDeleteAttachment } from '../api/delete-attachment'

/**
 * The listing's documents (attachments that are not photos) for its owner or an admin, in the
 * owner view and the edit dialog: each with Download and Delete (after a confirmation; gone at
 * once, not on save). Decision 039.
 */
export function OwnerDocuments({
  propertyId,
  attachments,
}: {
  propertyId: number
  attachments: readonly Attachment[]
}) {
  const documents = documentsOf(attachments)
  const [toDelete, setToDelete] = useState<ListingDocument | null>(null)
  const remove = useDeleteAttachment()
  const toast = useToast()

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(
      { id: toDelete.id, propertyId },
      {
        onSuccess: () => {
          setToDelete(null)
          toast.success(T.deleted)
        },
      },
    )
  }

  return (
    <>
      {documents.length === 0 ? (
        <p className="border-line text-muted rounded-xl border border-dashed px-4 py-5 text-center text-sm">
          {T.ownerEmpty}
        </p>
      ) : (
        <DocumentList
          documents={documents}
          actions={(doc) => (
            <>
              <DocumentDownloadButton doc={doc} />
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                aria-label={T.deleteLabel(doc.name)}
                onClick={() => {
                  remove.reset()
                  setToDelete(doc)
                }}
              >
                {T.delete}
              </Button>
            </>
          )}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={T.deleteTitle}
        confirmLabel={T.delete}
        pendingLabel={T.deleting}
        variant="danger"
        pending={remove.isPending}
        error={
          remove.isError
            ? remove.error instanceof ApiError
              ? remove.error.message
              : T.deleteFailed
            : null
        }
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && T.deleteBody(toDelete.name)}
      </ConfirmDialog>
    </>
  )
}
