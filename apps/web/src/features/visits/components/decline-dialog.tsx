import { VISIT_REASON_MAX_LENGTH, VISIT_TEXTS, VisitDeclineBodySchema } from '@app/contract/visits'
import { useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Input } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useDeclineVisit } from '../api/answer-visit'
import { VISIT_UI } from '../visit-texts'

/** The owner declines a visit request, with a reason the seeker reads (required). */
export function DeclineDialog({
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
  const decline = useDeclineVisit(visitId)
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(VisitDeclineBodySchema, { reason: '' })

  const close = () => {
    reset()
    setProblem(null)
    onClose()
  }
  const onSubmit = handleSubmit((body) => {
    setProblem(null)
    decline.mutate(body, {
      onSuccess: () => {
        toast.success(VISIT_TEXTS.declined)
        close()
      },
      onError: (error) => setProblem(applyApiErrors(error, setError, ['reason'])),
    })
  })

  return (
    <Dialog
      open={open}
      onClose={close}
      title={VISIT_UI.declineTitle}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {VISIT_UI.keep}
          </Button>
          <Button type="submit" variant="danger" form={formId} disabled={decline.isPending}>
            {decline.isPending ? VISIT_UI.declining : VISIT_UI.decline}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm">{VISIT_UI.declineLead}</p>
        <Field label={VISIT_UI.reason} error={errors.reason?.message} required>
          <Input maxLength={VISIT_REASON_MAX_LENGTH} {...register('reason')} />
        </Field>
        {problem && <Alert>{problem}</Alert>}
      </form>
    </Dialog>
  )
}
