import { COVER_IMAGE_ACCEPT } from '@app/contract/upload-limits'
import { ImageIcon } from 'lucide-react'
import { useEffect, useState, type InputHTMLAttributes } from 'react'
import { FileButton } from '../../../../components/ui/file-button'
import { PropertyImage } from '../../../../components/ui/property-image'
import { cn } from '../../../../lib/cn'
import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { formatFileSize } from '../../../../lib/documents'

/**
 * The cover picture: a preview (the chosen file, else the stored image) beside a 'Choose image'
 * button. The file input itself stays in the tab order (visually hidden), so the keyboard opens
 * the picker and the Field's label names it; the button is its second label.
 */
export function ImagePicker({
  file,
  storedPath,
  onPick,
  alt,
  ...input
}: {
  file: File | null
  storedPath: string | null
  /** Whether the file was taken (it passed the browser's checks). */
  onPick: (file: File) => boolean
  alt: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  // The chosen file's preview: made when it is picked, freed when replaced or on leaving.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null)
  useEffect(() => {
    if (preview) return () => URL.revokeObjectURL(preview.url)
  }, [preview])
  const url = file && preview?.file === file ? preview.url : null

  const choose = (chosen: File | null) => {
    if (!chosen || !onPick(chosen)) return
    setPreview({ file: chosen, url: URL.createObjectURL(chosen) })
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div
        className={cn(
          'border-line bg-surface relative aspect-[16/9] w-full shrink-0 overflow-hidden rounded-xl border sm:aspect-[4/3] sm:w-56',
          input['aria-invalid'] && 'border-red-500',
        )}
      >
        {url ? (
          <img src={url} alt={alt} className="size-full object-cover" />
        ) : storedPath ? (
          <PropertyImage path={storedPath} alt={alt} sizes="224px" className="size-full" />
        ) : (
          <div className="text-muted grid size-full place-items-center p-4 text-center text-sm">
            <span>
              <ImageIcon className="mx-auto mb-2 size-8" />
              No image chosen yet
            </span>
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <FileButton
          accept={COVER_IMAGE_ACCEPT}
          {...input}
          onFiles={([chosen]) => choose(chosen ?? null)}
        >
          {file || storedPath ? 'Change image' : 'Choose image'}
        </FileButton>
        <p className="text-muted text-sm break-all">
          {file ? file.name : `JPG, PNG or GIF, up to ${formatFileSize(MAX_UPLOAD_BYTES)}.`}
        </p>
      </div>
    </div>
  )
}
