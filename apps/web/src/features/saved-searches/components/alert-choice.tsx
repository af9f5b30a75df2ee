import { ALERT_MODE_LABEL, ALERT_MODES, type AlertMode } from '@app/contract/search-texts'
import { useId } from 'react'
import { cn } from '../../../lib/cn'
import { ALERT_MODE_HINT, SAVED_SEARCH_UI } from '../saved-search-texts'

/** Instant, Daily or Off as radio buttons with what each means (arrow keys move between them). */
export function AlertChoice({
  value,
  onChange,
}: {
  value: AlertMode
  onChange: (alert: AlertMode) => void
}) {
  const name = useId()
  return (
    <fieldset>
      <legend className="text-ink text-sm font-semibold">{SAVED_SEARCH_UI.alertLegend}</legend>
      <div className="mt-2 grid gap-2">
        {ALERT_MODES.map((mode) => (
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
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="accent-brand-700 mt-0.5 size-4 shrink-0"
            />
            <span>
              <span className="block font-semibold">{ALERT_MODE_LABEL[mode]}</span>
              <span className="text-muted block text-xs">{ALERT_MODE_HINT[mode]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
