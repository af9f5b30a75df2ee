import { REPORT_ANSWER_LABEL, REPORT_ANSWERS } from '@app/contract/admin-texts'
import { MESSAGE_MAX_LENGTH } from '@app/contract/limits'
import { AnswerBodySchema, REPORT_TEXTS } from '@app/contract/report'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field, Textarea } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useAnswerReport } from '../api/answer-report'
import { REPORT_UI } from '../report-texts'
import { ChoiceGroup } from './choice-group'

const ANSWERS = REPORT_ANSWERS.map((value) => ({ value, label: REPORT_ANSWER_LABEL[value] }))

/** The owner's answer to an open report: reachable now or let out, and an optional message. */
export function AnswerForm({ reportId }: { reportId: number }) {
  const toast = useToast()
  const answer = useAnswerReport(reportId)
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(AnswerBodySchema, { message: '' })

  const onSubmit = handleSubmit((body) => {
    setProblem(null)
    answer.mutate(body, {
      onSuccess: () => toast.success(REPORT_TEXTS.answered),
      onError: (error) => setProblem(applyApiErrors(error, setError, ['answer', 'message'])),
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={REPORT_UI.answerLegend}>
      <ChoiceGroup
        legend={REPORT_UI.answerLegend}
        options={ANSWERS}
        error={errors.answer?.message}
        required
        inline
        {...register('answer')}
      />
      <Field
        label={REPORT_UI.answerMessageLabel}
        error={errors.message?.message}
        hint={REPORT_UI.answerMessageHint}
      >
        <Textarea rows={2} maxLength={MESSAGE_MAX_LENGTH} {...register('message')} />
      </Field>
      {problem && <Alert>{problem}</Alert>}
      <Button type="submit" size="sm" disabled={answer.isPending}>
        {answer.isPending ? REPORT_UI.sending : REPORT_UI.sendAnswer}
      </Button>
    </form>
  )
}
