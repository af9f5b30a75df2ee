import { COMPLETION_LEVEL } from '@app/contract/listing-texts'
import { WIZARD_STEP_COUNT } from '@app/contract/owner-texts'

/** The wizard step a property resumes at: the step after its completion level, at most 4. */
export const resumeStep = (level: number) => Math.min(Math.max(level, 0) + 1, WIZARD_STEP_COUNT)

/**
 * The completion level (a card's 'Step n/4') to assume when a property's detail call failed
 * (spec 001 section 4): 2 when the list says it has prices, else 1.
 */
export const fallbackLevel = (prices: readonly unknown[] | null | undefined) =>
  prices && prices.length > 0 ? COMPLETION_LEVEL.priced : COMPLETION_LEVEL.basic

export const isComplete = (level: number) => level >= COMPLETION_LEVEL.complete
