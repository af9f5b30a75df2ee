import type { FullDetails } from '@app/contract/owner'
import { OWNER_TEXTS as T } from '@app/contract/owner-texts'
import { isComplete, resumeStep } from './completion'
import { progressFromDraft, type WizardDraft } from './wizard-draft'
import { EMPTY_PROGRESS, progressFromDetails, type WizardProgress } from './wizard-values'

/** The answer of the property's detail call, as the page's query has it. */
export type DetailsLoad =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; data: FullDetails }

/** How the wizard opens. */
export type Opening =
  | { kind: 'loading' }
  | {
      kind: 'start'
      progress: WizardProgress
      /** 'Failed to load property data. Starting fresh.' when the property could not be read. */
      notice?: string
    }
  /** The draft names an incomplete property: the owner chooses to continue it or start anew. */
  | { kind: 'prompt'; details: FullDetails }

/** The property the wizard must read before it opens: `?continue=`, else the draft's. */
export const propertyToRead = (continueId: number | undefined, draft: WizardDraft | null) =>
  continueId ?? draft?.propertyId ?? undefined

/** The wizard resumed on a property: at its completion level + 1, the form filled. */
export function resumeFrom(details: FullDetails, draft: WizardDraft | null): WizardProgress {
  const typed = draft?.propertyId === details.id ? draft.formData : undefined
  return progressFromDetails(details, resumeStep(details.completion_level), typed)
}

/**
 * Spec 001 sections 2 and 4: `?continue={id}` loads that property and opens at its completion
 * level + 1; otherwise a draft naming an incomplete property asks whether to continue, a
 * complete one is forgotten, and a draft with no property yet (only typed values) is put back.
 * A wizard that starts empty drops the draft (wizard.tsx): a property that could not be read or
 * is finished is not offered again.
 */
export function openingFor(
  continueId: number | undefined,
  draft: WizardDraft | null,
  load: DetailsLoad,
): Opening {
  const target = propertyToRead(continueId, draft)
  if (target === undefined)
    return { kind: 'start', progress: draft ? progressFromDraft(draft) : EMPTY_PROGRESS }
  if (load.status === 'pending') return { kind: 'loading' }
  if (load.status === 'error')
    return { kind: 'start', progress: EMPTY_PROGRESS, notice: T.loadFailed }
  const details = load.data
  if (continueId !== undefined) return { kind: 'start', progress: resumeFrom(details, draft) }
  if (isComplete(details.completion_level)) return { kind: 'start', progress: EMPTY_PROGRESS }
  return { kind: 'prompt', details }
}
