import { OWNER_TEXTS as T, WIZARD_STEP_COUNT } from '@app/contract/owner-texts'
import { Button } from '../../../../components/ui/button'

/**
 * The buttons under every step: Previous from step 2, 'Skip (Save Later)' on steps 1 to 3 and
 * the step's own submit. On a phone they stack, the submit on top, each full width.
 */
export function WizardActions({
  step,
  submitLabel,
  pendingLabel,
  pending,
  onPrevious,
  onSkip,
}: {
  step: number
  submitLabel: string
  pendingLabel: string
  pending: boolean
  onPrevious: () => void
  onSkip: () => void
}) {
  return (
    <div className="border-line mt-8 flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center">
      {step > 1 && (
        <Button variant="outline" onClick={onPrevious} disabled={pending}>
          {T.previous}
        </Button>
      )}
      <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
        {step < WIZARD_STEP_COUNT && (
          <Button variant="ghost" onClick={onSkip} disabled={pending}>
            {T.skip}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </div>
  )
}
