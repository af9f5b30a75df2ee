import { COVER_IMAGE_ACCEPT } from '@app/contract/upload-limits'
import { ATTACHMENT_NAME_MAX_LENGTH } from '@app/contract/limits'
import { XIcon } from 'lucide-react'
import { IMAGE_DELETED_ALERT_MS } from '@app/contract/constants'
import type { Attachment } from '@app/contract/listing'
import { imageSources, isCarouselImage, storageUrl } from '@app/contract/listing-texts'
import { OWNER_TEXTS as T } from '@app/contract/owner-texts'
import { useEffect, useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Field, Input } from '../../../components/ui/field'
import { PropertyImage } from '../../../components/ui/property-image'
import { TimedNotice } from '../../../components/ui/timed-notice'
import { ApiError } from '../../../lib/api-client'
import { useDeleteAttachment } from '../api/delete-attachment'
import { checkFile, type FileProblem } from '../file-checks'
import { MANAGE_UI } from '../manage-texts'

export interface NewImage {
  file: File
  name: string
  /** An object URL of the file, for the preview (revoked once the image goes). */
  preview: string
}

const THUMB_SIZES = '160px'
const fullSize = (path: string) => imageSources(path)?.original ?? storageUrl(path)
const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '')

/**
 * The edit modal's Property Images: the listing's pictures, each opening full size and with a
 * delete x (after 'Delete Image?'; gone at once, not on save), and one new picture with a
 * preview and a name, uploaded when the form is saved.
 */
export function EditImages({
  propertyId,
  attachments,
  newImage,
  onNewImage,
  nameError,
}: {
  propertyId: number
  attachments: readonly Attachment[]
  newImage: NewImage | null
  onNewImage: (image: NewImage | null) => void
  nameError: string | undefined
}) {
  const images = attachments.filter((a) => isCarouselImage(a.img_url))
  const [toDelete, setToDelete] = useState<Attachment | null>(null)
  const [deleted, setDeleted] = useState(false)
  const [problem, setProblem] = useState<FileProblem | null>(null)
  const remove = useDeleteAttachment()
  const inputId = useId()
  const preview = newImage?.preview
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(
      { id: toDelete.id, propertyId },
      {
        onSuccess: () => {
          setToDelete(null)
          setDeleted(true)
        },
      },
    )
  }
  const deleteError = remove.isError
    ? remove.error instanceof ApiError
      ? `${T.deleteImageFailed}: ${remove.error.message}`
      : T.deleteImageFailed
    : null

  return (
    <div className="space-y-5">
      {images.length === 0 ? (
        <p className="text-muted text-sm">{MANAGE_UI.noImages}</p>
      ) : (
        <ul aria-label="Current images" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image) => {
            const label = image.name.trim() || 'this image'
            return (
              <li key={image.id} className="relative">
                <a
                  href={fullSize(image.img_url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={MANAGE_UI.openFullSize(label)}
                  className="border-line block overflow-hidden rounded-lg border"
                >
                  <PropertyImage
                    path={image.img_url}
                    alt=""
                    sizes={THUMB_SIZES}
                    width={400}
                    height={300}
                    className="aspect-[4/3] w-full"
                  />
                </a>
                <p className="text-muted mt-1 truncate text-xs" title={image.name}>
                  {image.name}
                </p>
                <button
                  type="button"
                  aria-label={MANAGE_UI.deleteImage(label)}
                  onClick={() => {
                    remove.reset()
                    setToDelete(image)
                  }}
                  className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-white/95 text-red-700 shadow ring-1 ring-black/10 transition hover:bg-red-50"
                >
                  <XIcon className="size-4" />
                </button>
              </li>
            )
          })}
        </ul>
      )}

      {newImage ? (
        <NewImagePreview image={newImage} onChange={onNewImage} nameError={nameError} />
      ) : (
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="text-ink block text-sm font-semibold">
            {MANAGE_UI.newImage}
          </label>
          <input
            id={inputId}
            type="file"
            accept={COVER_IMAGE_ACCEPT}
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (!file) return
              const found = checkFile(file, 'cover')
              setProblem(found)
              if (!found)
                onNewImage({
                  file,
                  name: withoutExtension(file.name),
                  preview: URL.createObjectURL(file),
                })
            }}
            className="text-muted file:bg-brand-50 file:text-brand-700 hover:file:bg-brand-100 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:px-4 file:py-2.5 file:font-semibold"
          />
          <p id={`${inputId}-hint`} className="text-muted text-xs">
            {MANAGE_UI.newImageHint}
          </p>
        </div>
      )}
      {problem && (
        <Alert>
          <strong>{problem.title}</strong> {problem.message}
        </Alert>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={T.deleteImageTitle}
        confirmLabel="Delete"
        pendingLabel={MANAGE_UI.deleting}
        variant="danger"
        pending={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && MANAGE_UI.deleteImageBody(toDelete.name.trim() || 'This image')}
      </ConfirmDialog>
      <TimedNotice
        open={deleted}
        tone="success"
        title={MANAGE_UI.noticeSuccess}
        message={T.imageDeleted}
        durationMs={IMAGE_DELETED_ALERT_MS}
        onDone={() => setDeleted(false)}
      />
    </div>
  )
}

function NewImagePreview({
  image,
  onChange,
  nameError,
}: {
  image: NewImage
  onChange: (image: NewImage | null) => void
  nameError: string | undefined
}) {
  return (
    <div className="border-line bg-surface flex flex-col gap-4 rounded-xl border p-4 sm:flex-row">
      <img
        src={image.preview}
        alt={`Preview of ${image.file.name}`}
        className="aspect-[4/3] w-full rounded-lg object-cover sm:w-44"
      />
      <div className="min-w-0 flex-1 space-y-3">
        <p className="text-ink truncate text-sm font-semibold">{image.file.name}</p>
        <Field label={MANAGE_UI.imageName} error={nameError} required>
          <Input
            name="image_name"
            value={image.name}
            maxLength={ATTACHMENT_NAME_MAX_LENGTH}
            onChange={(e) => onChange({ ...image, name: e.target.value })}
          />
        </Field>
        <button
          type="button"
          onClick={() => onChange(null)}
          className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
        >
          {MANAGE_UI.removeNewImage}
        </button>
      </div>
    </div>
  )
}
