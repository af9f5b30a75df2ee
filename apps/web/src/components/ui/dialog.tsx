import { XIcon } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

interface DialogProps {
  open: boolean
  /** Called on Esc, the close button or a click on the backdrop (when dismissible). */
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  /** Buttons row. */
  footer?: ReactNode
  /** A dialog that must be answered (no Esc, no backdrop close, no x). */
  dismissible?: boolean
  className?: string
}

/**
 * Modal dialog on the native <dialog> element: focus moves in and is trapped, Esc closes,
 * focus returns to the opener, the page behind is inert.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (dismissible) onClose()
      }}
      onClick={(e) => {
        if (dismissible && e.target === ref.current) onClose()
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-ink shadow-2xl',
        'backdrop:bg-brand-900/60 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      {open && (
        <div className="relative p-6 sm:p-7">
          {dismissible && (
            // 44 px: a thumb's target on a phone (the bottom sheets are dialogs too).
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="text-muted hover:bg-surface absolute top-2 right-2 grid size-11 place-items-center rounded-full"
            >
              <XIcon className="size-5" />
            </button>
          )}
          <h2 id={titleId} className="pr-8 text-xl">
            {title}
          </h2>
          {children && <div className="text-muted mt-3">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        </div>
      )}
    </dialog>
  )
}
