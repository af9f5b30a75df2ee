import { Button, type ButtonVariant } from '../../../components/ui/button'

/** A dialog form's buttons: Cancel, then the action's own words (busy words while it runs). */
export function FormActions({
  confirmLabel,
  pendingLabel = 'Please wait…',
  pending,
  variant = 'primary',
  disabled = false,
  onCancel,
}: {
  confirmLabel: string
  pendingLabel?: string
  pending: boolean
  variant?: ButtonVariant
  disabled?: boolean
  onCancel: () => void
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} disabled={pending || disabled}>
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </div>
  )
}
