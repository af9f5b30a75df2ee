import type { FullDetails } from '@app/contract/owner'
import { OWNER_TEXTS as T, WIZARD_STEPS } from '@app/contract/owner-texts'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'

/**
 * Spec 001 section 4: the draft names an incomplete property. The owner must choose; the prompt
 * cannot be dismissed (no Esc, no click outside, no close button).
 */
export function ResumePrompt({
  details,
  onContinue,
  onStartNew,
}: {
  details: FullDetails
  onContinue: () => void
  onStartNew: () => void
}) {
  const level = Math.max(1, details.completion_level)
  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => undefined}
      title="You have an unfinished property"
      // Wide enough for both answers side by side; on a phone they stack, Continue first.
      className="sm:max-w-xl"
      footer={
        <>
          <Button variant="outline" className="w-full sm:w-auto" onClick={onStartNew}>
            {T.startNew}
          </Button>
          <Button className="order-first w-full sm:order-none sm:w-auto" onClick={onContinue}>
            {T.continueIncomplete}
          </Button>
        </>
      }
    >
      <p>
        <strong className="text-ink">{details.name}</strong> is saved up to step {level} of{' '}
        {WIZARD_STEPS.length} ({WIZARD_STEPS[level - 1]}). Continue where you left off, or start a
        new property (this one stays in My Properties as a draft).
      </p>
    </Dialog>
  )
}
