import { VISIT_REASON_MAX_LENGTH, VISIT_TEXTS } from '@app/contract/visits'
import { useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Input } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/form-errors'
import { useCancelVisit } from '../api/answer-visit'
import { VISIT_UI } from '../visit-texts'

/** Either side cancels a requested or accepted visit; a reason is optional. */
export function CancelDialog({
  visitId,
  open,
  onClose,
}: {
  visitId: number
  open: boolean
  onClose: () => void
}) {
  const formId = useId()
  const toast = useToast()
  const cancel = useCancelVisit(visitId)
  const [reason, setReason] = useState('')

  const close = () => {
    setReason('')
    cancel.reset()
    onClose()
  }
  const fieldError = cancel.error instanceof ApiError ? cancel.error.errors.reason?.[0] : undefined

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!cancel.isPending) close()
      }}
      title={VISIT_UI.cancelTitle}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            {VISIT_UI.keep}
          </Button>
          <Button type="submit" variant="danger" form={formId} disabled={cancel.isPending}>
            {cancel.isPending ? VISIT_UI.cancelling : VISIT_UI.cancelVisit}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          const trimmed = reason.trim()
          cancel.mutate(trimmed ? { reason: trimmed } : {}, {
            onSuccess: () => {
              toast.success(VISIT_TEXTS.cancelled)
              close()
            },
          })
        }}
      >
        <p className="text-sm">{VISIT_UI.cancelLead}</p>
        <Field label={VISIT_UI.cancelReason} hint={VISIT_UI.cancelReasonHint} error={fieldError}>
          <Input
            maxLength={VISIT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        {cancel.error && !fieldError && <Alert>{errorMessage(cancel.error)}</Alert>}
      </form>
    </Dialog>
  )
}
