import { REASON_MAX_LENGTH } from '@app/contract/limits'
import { plural } from '@app/contract/numbers'
import { ResolveReportBodySchema } from '@app/contract/admin'
import type { Report } from '@app/contract/report'
import {
  REPORT_ACTIONS,
  REPORT_RESOLUTION_LABEL,
  type ReportAction,
} from '@app/contract/admin-texts'
import { useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Textarea } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { applyApiErrors } from '../../../lib/form-errors'
import { cn } from '../../../lib/cn'
import { useZodForm } from '../../../lib/use-zod-form'
import { ADMIN_UI } from '../admin-ui'
import { useResolveReport } from '../api/resolve-report'
import { FormActions } from './form-actions'

const CHOICE: Record<ReportAction, { label: string; body: (r: Report) => string }> = {
  refund: {
    label: 'Refund the reporter',
    body: (r) =>
      `${plural(r.unlock.credits_spent, 'credit')} ${r.unlock.credits_spent === 1 ? 'goes' : 'go'} back to ${r.reporter.name}. The listing stays as it is.`,
  },
  reject: {
    label: 'Reject the report',
    body: () => 'Nothing is refunded; the report is closed.',
  },
  hide: {
    label: 'Hide the listing',
    body: (r) =>
      `“${r.property.name}” leaves the public listing at once and the reporter is refunded too.`,
  },
}

/** Resolve: refund, reject or hide, with an optional note for the log. */
export function ResolveButton({ report }: { report: Report }) {
  const [open, setOpen] = useState(false)
  const resolve = useResolveReport()
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Resolve report #${report.id}`}>
        Resolve
      </Button>
      <Dialog
        open={open}
        onClose={() => !resolve.isPending && setOpen(false)}
        title={`Resolve report #${report.id}`}
      >
        <ResolveForm report={report} resolve={resolve} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

function ResolveForm({
  report,
  resolve,
  onDone,
}: {
  report: Report
  resolve: ReturnType<typeof useResolveReport>
  onDone: () => void
}) {
  const toast = useToast()
  const legend = useId()
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useZodForm(ResolveReportBodySchema, { note: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const chosen = watch('action')
  const noteLength = String(watch('note') ?? '').length

  const submit = handleSubmit(async (body) => {
    setProblem(null)
    try {
      const resolved = await resolve.mutateAsync({ id: report.id, ...body })
      onDone()
      toast.success(
        resolved?.resolution
          ? `Report #${report.id}: ${REPORT_RESOLUTION_LABEL[resolved.resolution].toLowerCase()}.`
          : ADMIN_UI.resolved,
      )
    } catch (error) {
      setProblem(applyApiErrors(error, setError, ['action', 'note']))
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <fieldset aria-describedby={errors.action ? `${legend}-error` : undefined}>
        <legend id={legend} className="text-ink text-sm font-semibold">
          What should happen?
        </legend>
        <div className="mt-2 space-y-2">
          {REPORT_ACTIONS.map((action) => (
            <label
              key={action}
              className={cn(
                'border-line flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors',
                'has-[:focus-visible]:ring-accent-500 hover:border-brand-200 has-[:focus-visible]:ring-2',
                chosen === action && 'border-brand-500 bg-brand-50',
              )}
            >
              <input
                type="radio"
                value={action}
                className="accent-brand-700 mt-1 size-4 shrink-0"
                {...register('action')}
              />
              <span>
                <span className="text-ink block text-sm font-semibold">{CHOICE[action].label}</span>
                <span className="text-muted block text-sm">{CHOICE[action].body(report)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.action && (
          <p id={`${legend}-error`} role="alert" className="mt-2 text-sm font-medium text-red-600">
            {errors.action.message}
          </p>
        )}
      </fieldset>
      <Field
        label="Note (optional)"
        error={errors.note?.message}
        hint={`For the audit log. ${noteLength}/${REASON_MAX_LENGTH} characters`}
        className="mt-4"
      >
        <Textarea rows={3} maxLength={REASON_MAX_LENGTH} {...register('note')} />
      </Field>
      {problem && <Alert className="mt-4">{problem}</Alert>}
      <FormActions
        confirmLabel={chosen ? CHOICE[chosen].label : 'Resolve'}
        pendingLabel="Resolving…"
        pending={resolve.isPending}
        variant={chosen === 'hide' ? 'danger' : 'primary'}
        onCancel={onDone}
      />
    </form>
  )
}
