import { OWNER_TEXTS as T, WIZARD_STEP_COUNT, WIZARD_STEPS } from '@app/contract/owner-texts'
import { Stepper } from '../../../../components/ui/stepper'

/** 'Step n of 4' with a bar, and the four steps by name (all ticked once `done`). */
export function WizardProgress({ step, done = false }: { step: number; done?: boolean }) {
  return (
    <div className="space-y-5">
      <div>
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-brand-800 font-semibold">{T.stepOf(step)}</span>
          <span className="text-muted">{WIZARD_STEPS[step - 1]}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={1}
          aria-valuemax={WIZARD_STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={T.stepOf(step)}
          className="bg-surface mt-2 h-2 overflow-hidden rounded-full"
        >
          <div
            className="bg-brand-600 h-full rounded-full transition-[width] duration-300"
            style={{ width: `${(step / WIZARD_STEP_COUNT) * 100}%` }}
          />
        </div>
      </div>
      <Stepper steps={WIZARD_STEPS} current={done ? WIZARD_STEP_COUNT : step - 1} label="Steps" />
    </div>
  )
}
