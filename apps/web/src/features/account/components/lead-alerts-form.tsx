import { LEAD_ALERT_MODES, type LeadAlertMode } from '@app/contract/account'
import { Alert } from '../../../components/ui/alert'
import { ChoiceCards } from '../../../components/ui/choice-cards'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/form-errors'
import { ACCOUNT_UI, LEAD_ALERT_HINT, LEAD_ALERT_LABEL } from '../account-texts'
import { useSetLeadAlerts } from '../api/set-lead-alerts'

const CHOICES = LEAD_ALERT_MODES.map((mode) => ({
  value: mode,
  label: LEAD_ALERT_LABEL[mode],
  hint: LEAD_ALERT_HINT[mode],
}))

/**
 * How an owner hears of a lead (a seeker unlocking a listing or asking for a visit, issue 30):
 * an e-mail at once or one a day. Saved as soon as it is chosen.
 */
export function LeadAlertsForm({ value }: { value: LeadAlertMode }) {
  const toast = useToast()
  const save = useSetLeadAlerts()
  // While saving, the choice being saved shows; if it fails, the saved one comes back.
  const shown = save.isPending && save.variables ? save.variables.lead_alerts : value
  return (
    <fieldset disabled={save.isPending}>
      <ChoiceCards
        legend={<legend className="text-muted text-sm">{ACCOUNT_UI.leadAlertsLead}</legend>}
        choices={CHOICES}
        value={shown}
        onChange={(mode) =>
          save.mutate(
            { lead_alerts: mode },
            { onSuccess: () => toast.success(ACCOUNT_UI.leadAlertsSaved) },
          )
        }
        className="mt-3 sm:grid-cols-2"
      />
      {save.error && <Alert className="mt-3">{errorMessage(save.error)}</Alert>}
    </fieldset>
  )
}
