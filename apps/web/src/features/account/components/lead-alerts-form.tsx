import { LEAD_ALERT_MODES, type LeadAlertMode } from '@app/contract/account'
import { useId } from 'react'
import { Alert } from '../../../components/ui/alert'
import { useToast } from '../../../components/ui/toast'
import { cn } from '../../../lib/cn'
import { errorMessage } from '../../../lib/form-errors'
import { ACCOUNT_UI, LEAD_ALERT_HINT, LEAD_ALERT_LABEL } from '../account-texts'
import { useSetLeadAlerts } from '../api/set-lead-alerts'

/**
 * How an owner hears of a lead (a seeker unlocking a listing or asking for a visit, issue 30):
 * an e-mail at once or one a day. Saved as soon as it is chosen.
 */
export function LeadAlertsForm({ value }: { value: LeadAlertMode }) {
  const name = useId()
  const toast = useToast()
  const save = useSetLeadAlerts()
  // While saving, the choice being saved shows; if it fails, the saved one comes back.
  const shown = save.isPending && save.variables ? save.variables.lead_alerts : value
  return (
    <fieldset disabled={save.isPending}>
      <legend className="text-muted text-sm">{ACCOUNT_UI.leadAlertsLead}</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {LEAD_ALERT_MODES.map((mode) => (
          <label
            key={mode}
            className={cn(
              'border-line text-ink flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-white px-3.5 py-2.5 text-sm',
              'hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 transition-colors',
              'has-focus-visible:ring-brand-100 has-focus-visible:ring-3',
            )}
          >
            <input
              type="radio"
              name={name}
              value={mode}
              checked={shown === mode}
              onChange={() =>
                save.mutate(
                  { lead_alerts: mode },
                  { onSuccess: () => toast.success(ACCOUNT_UI.leadAlertsSaved) },
                )
              }
              className="accent-brand-700 mt-0.5 size-4 shrink-0"
            />
            <span>
              <span className="block font-semibold">{LEAD_ALERT_LABEL[mode]}</span>
              <span className="text-muted block text-xs">{LEAD_ALERT_HINT[mode]}</span>
            </span>
          </label>
        ))}
      </div>
      {save.error && <Alert className="mt-3">{errorMessage(save.error)}</Alert>}
    </fieldset>
  )
}
