import { isContactReason, REPORT_REASON_LABEL, REPORT_REASONS } from '@app/contract/admin-texts'
import { MESSAGE_MAX_LENGTH } from '@app/contract/limits'
import { REPORT_TEXTS, ReportBodySchema } from '@app/contract/report'
import { useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Textarea } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useFileReport } from '../api/file-report'
import { REPORT_UI } from '../report-texts'
import { ChoiceGroup } from './choice-group'

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABEL[value] }))

/**
 * Report a problem with a listing the seeker unlocked: one of the five reasons, a message
 * (needed for "Something else"), and what will happen. Validated with the API's own schema.
 * Loaded on first use (it brings the form library and Zod).
 */
export function ReportDialog({
  open,
  onClose,
  propertyId,
  credits,
  onFiled,
}: {
  open: boolean
  onClose: () => void
  propertyId: number
  /** What the unlock cost, when known: the note says how many credits may come back. */
  credits?: number | undefined
  onFiled: () => void
}) {
  const formId = useId()
  const toast = useToast()
  const file = useFileReport()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(ReportBodySchema, { property_id: propertyId, message: '' })
  const reason = watch('reason')

  const close = () => {
    reset()
    setProblem(null)
    onClose()
  }
  const onSubmit = handleSubmit((body) => {
    setProblem(null)
    file.mutate(body, {
      onSuccess: (filed) => {
        // Another seeker's report confirmed this one: the credits are back already.
        toast.success(filed.data.status === 'refunded' ? REPORT_UI.refundedNow : REPORT_TEXTS.filed)
        onFiled()
        close()
      },
      onError: (error) => setProblem(applyApiErrors(error, setError, ['reason', 'message'])),
    })
  })

  return (
    <Dialog
      open={open}
      onClose={close}
      title={REPORT_UI.dialogTitle}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {REPORT_UI.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={file.isPending}>
            {file.isPending ? REPORT_UI.sending : REPORT_UI.submit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
        <ChoiceGroup
          legend={REPORT_UI.reasonLegend}
          options={REASONS}
          error={errors.reason?.message}
          required
          {...register('reason')}
        />
        <Field
          label={REPORT_UI.messageLabel}
          error={errors.message?.message}
          hint={REPORT_UI.messageHint}
          required={reason === 'other'}
        >
          <Textarea rows={3} maxLength={MESSAGE_MAX_LENGTH} {...register('message')} />
        </Field>
        <p className="bg-surface border-line text-ink rounded-lg border px-3.5 py-3 text-sm">
          {reason && !isContactReason(reason) ? REPORT_UI.reviewNote : REPORT_UI.contactNote(credits)}
        </p>
        {problem && <Alert>{problem}</Alert>}
      </form>
    </Dialog>
  )
}
