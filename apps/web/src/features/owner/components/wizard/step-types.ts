import type { WizardProgress, WizardValues } from '../../wizard-values'

/** What the wizard hands each step. */
export interface StepProps<K extends keyof WizardValues = keyof WizardValues> {
  progress: WizardProgress
  /** The step's typed values, as the owner types (kept in the local draft). */
  onValues: (key: K, values: WizardValues[K]) => void
  /** The step was saved: merge what the server answered and go to the next step. */
  onSaved: (patch: Partial<Omit<WizardProgress, 'step' | 'values'>>) => void
  onPrevious: () => void
  onSkip: () => void
}
