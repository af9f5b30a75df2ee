import { COVER_IMAGE_ACCEPT } from '@app/contract/owner-texts'
import { useEffect, useState, type InputHTMLAttributes } from 'react'
import { buttonClass } from '../../../../components/ui/button'
import { PropertyImage } from '../../../../components/ui/property-image'
import { cn } from '../../../../lib/cn'

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
              <svg viewBox="0 0 24 24" className="mx-auto mb-2 size-8" aria-hidden="true">
                <path
                  d="M4 16l4.5-4.5a2 2 0 012.8 0L16 16m-2-2l1.5-1.5a2 2 0 012.8 0L20 14M6 20h12a2 2 0 002-2V6a2 2 0 00-2-2H6a2 2 0 00-2 2v12a2 2 0 002 2zm8-12h.01"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              No image chosen yet
            </span>
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <input
          type="file"
          accept={COVER_IMAGE_ACCEPT}
          className="peer sr-only"
          {...input}
          onChange={(e) => {
            choose(e.target.files?.[0] ?? null)
            // The same file chosen again after a refusal still fires a change.
            e.target.value = ''
          }}
        />
        <label
          htmlFor={input.id}
          className={buttonClass(
            'outline',
            'md',
            'peer-focus-visible:ring-brand-100 peer-focus-visible:border-brand-500 cursor-pointer peer-focus-visible:ring-3',
          )}
        >
          {file || storedPath ? 'Change image' : 'Choose image'}
        </label>
        <p className="text-muted text-sm break-all">
          {file ? file.name : 'JPG, PNG or GIF, up to 100 MB.'}
        </p>
      </div>
    </div>
  )
}
