import { REASON_MAX_LENGTH } from '@app/contract/limits'
import { HideBodySchema } from '@app/contract/admin'
import { useState, type ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert'
import type { ButtonVariant } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Textarea } from '../../../components/ui/field'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { FormActions } from './form-actions'

interface ReasonDialogProps {
  open: boolean
  title: string
  /** What the action does, above the reason. */
  intro: ReactNode
  label?: string
  hint?: string
  confirmLabel: string
  pendingLabel?: string
  variant?: ButtonVariant
  pending: boolean
  /** Runs the action; a rejection shows the server's message on the reason or above it. */
  onSubmit: (reason: string) => Promise<unknown>
  onClose: () => void
}

/**
 * An action that needs the moderator's reason (hide a listing, block an account): the contract's
 * rule (required, at most REASON_MAX_LENGTH characters) checked before anything is sent.
 */
export function ReasonDialog({ open, title, onClose, pending, ...form }: ReasonDialogProps) {
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title={title}>
      {/* Mounted while open only: every opening starts with an empty reason. */}
      <ReasonForm {...form} pending={pending} onClose={onClose} />
    </Dialog>
  )
}

function ReasonForm({
  intro,
  label = 'Reason',
  hint,
  confirmLabel,
  pendingLabel,
  variant = 'danger',
  pending,
  onSubmit,
  onClose,
}: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useZodForm(HideBodySchema, { reason: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const length = String(watch('reason') ?? '').length

  const submit = handleSubmit(async ({ reason }) => {
    setProblem(null)
    try {
      await onSubmit(reason)
    } catch (error) {
      setProblem(applyApiErrors(error, setError, ['reason']))
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <div className="text-muted">{intro}</div>
      <Field
        label={label}
        required
        error={errors.reason?.message}
        hint={hint ?? `${length}/${REASON_MAX_LENGTH} characters`}
        className="mt-4"
      >
        <Textarea rows={4} maxLength={REASON_MAX_LENGTH} {...register('reason')} />
      </Field>
      {problem && <Alert className="mt-4">{problem}</Alert>}
      <FormActions
        confirmLabel={confirmLabel}
        {...(pendingLabel ? { pendingLabel } : {})}
        pending={pending}
        variant={variant}
        onCancel={onClose}
      />
    </form>
  )
}
