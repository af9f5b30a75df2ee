import { ALERT_MODE_LABEL, ALERT_MODES, type AlertMode } from '@app/contract/search-texts'
import { ChoiceCards } from '../../../components/ui/choice-cards'
import { ALERT_MODE_HINT, SAVED_SEARCH_UI } from '../saved-search-texts'

const CHOICES = ALERT_MODES.map((mode) => ({
  value: mode,
  label: ALERT_MODE_LABEL[mode],
  hint: ALERT_MODE_HINT[mode],
}))

/** Instant, Daily or Off as radio buttons with what each means (arrow keys move between them). */
export function AlertChoice({
  value,
  onChange,
}: {
  value: AlertMode
  onChange: (alert: AlertMode) => void
}) {
  return (
    <fieldset>
      <ChoiceCards
        legend={
          <legend className="text-ink text-sm font-semibold">{SAVED_SEARCH_UI.alertLegend}</legend>
        }
        choices={CHOICES}
        value={value}
        onChange={onChange}
        className="mt-2"
      />
    </fieldset>
  )
}
