import type { ReactNode } from 'react'
import { Alert } from './alert'
import { Button, type ButtonVariant } from './button'
import { Dialog } from './dialog'

/**
 * 'Are you sure?' before an action that cannot simply be taken back (delete, take off the
 * market): the action's own words on the button, Cancel beside it, and what went wrong when the
 * action failed, shown in place so the person can try again or cancel.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel = 'Please wait…',
  variant = 'primary',
  pending = false,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  pendingLabel?: string
  variant?: ButtonVariant
  pending?: boolean
  /** Why the last try failed; null or undefined when it did not. */
  error?: string | null | undefined
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onCancel()
      }}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Alert className="mt-4">{error}</Alert>}
    </Dialog>
  )
}
