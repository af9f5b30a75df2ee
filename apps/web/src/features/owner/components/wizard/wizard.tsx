import { WIZARD_FINISH_REDIRECT_MS } from '@app/contract/constants'
import { WIZARD_STEP_COUNT, WIZARD_STEPS } from '@app/contract/owner-texts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '../../../../components/ui/alert'
import { ButtonLink } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { TimedNotice } from '../../../../components/ui/timed-notice'
import { MY_PROPERTIES_PATH } from '../../../../lib/paths'
import { clearDraft, saveDraft } from '../../wizard-draft'
import { isBlank, type WizardProgress as Progress, type WizardValues } from '../../wizard-values'
import { AddressStep } from './address-step'
import { AttachmentsStep } from './attachments-step'
import { LeaveGuard } from './leave-guard'
import { PriceStep } from './price-step'
import { PropertyStep } from './property-step'
import type { StepProps } from './step-types'
import { WizardProgress } from './wizard-progress'

const STEP_INTRO = [
  'Name your property and tell seekers what it is like.',
  'How it is offered and for how much.',
  'Photos, plans and documents. Each file gets a name and a place in the order.',
  'Where it is, and the number seekers call once they unlock it.',
]

const REDIRECT_SECONDS = WIZARD_FINISH_REDIRECT_MS / 1000

/**
 * The four steps (spec 001 sections 2 and 4). Each save moves on; what the owner types and what
 * the server has are kept in the local draft as they change; finishing clears the draft, says so
 * and goes to My Properties after 5 s.
 */
export function Wizard({
  userId,
  initial,
  notice,
}: {
  userId: number
  initial: Progress
  /** Shown above the steps ('Failed to load property data. Starting fresh.'). */
  notice?: string | undefined
}) {
  const [progress, setProgress] = useState(initial)
  const [finished, setFinished] = useState(false)
  const allowLeave = useRef(false)
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  const firstStep = useRef(progress.step)

  // A blank wizard (a fresh start) needs no draft: one naming another property is dropped.
  useEffect(() => {
    if (finished) return
    if (isBlank(progress)) clearDraft(userId)
    else saveDraft(userId, progress)
  }, [progress, finished, userId])

  // A new step: its heading takes focus (and the view), so the move is seen and heard.
  useEffect(() => {
    if (progress.step === firstStep.current) return
    firstStep.current = -1
    heading.current?.focus()
  }, [progress.step])

  const onValues = useCallback(
    <K extends keyof WizardValues>(key: K, values: WizardValues[K]) =>
      setProgress((p) => ({ ...p, values: { ...p.values, [key]: values } })),
    [],
  )
  const onSaved = useCallback<StepProps['onSaved']>(
    (patch) => {
      if (progress.step < WIZARD_STEP_COUNT)
        return setProgress((p) => ({ ...p, ...patch, step: p.step + 1 }))
      clearDraft(userId)
      setProgress((p) => ({ ...p, ...patch }))
      setFinished(true)
    },
    [progress.step, userId],
  )
  const onPrevious = useCallback(
    () => setProgress((p) => ({ ...p, step: Math.max(1, p.step - 1) })),
    [],
  )
  const leave = useCallback(() => {
    allowLeave.current = true
    void navigate(MY_PROPERTIES_PATH)
  }, [navigate])

  const stepProps = { progress, onValues, onSaved, onPrevious, onSkip: leave }
  const index = progress.step - 1
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-3xl space-y-6">
        {notice && <Alert>{notice}</Alert>}
        <Card className="p-5 sm:p-8">
          <WizardProgress step={progress.step} done={finished} />
          <div className="border-line mt-6 border-t pt-6">
            <h2 ref={heading} tabIndex={-1} className="text-2xl outline-none">
              {WIZARD_STEPS[index]}
            </h2>
            <p className="text-muted mt-1">{STEP_INTRO[index]}</p>
            <div className="mt-6">
              {finished ? (
                <Alert tone="success">
                  {progress.propertyName ?? 'Your property'} is complete and on the market.
                </Alert>
              ) : progress.step === 1 ? (
                <PropertyStep {...stepProps} />
              ) : progress.step === 2 ? (
                <PriceStep {...stepProps} />
              ) : progress.step === 3 ? (
                <AttachmentsStep {...stepProps} />
              ) : (
                <AddressStep {...stepProps} />
              )}
            </div>
          </div>
        </Card>
      </div>
      <LeaveGuard
        active={!finished && progress.propertyId !== null && progress.step < WIZARD_STEP_COUNT}
        allowLeave={allowLeave}
      />
      <TimedNotice
        open={finished}
        tone="success"
        title="Property listed"
        message={`${progress.propertyName ?? 'Your property'} is complete and now on the market. Taking you to My Properties in ${REDIRECT_SECONDS} seconds.`}
        durationMs={WIZARD_FINISH_REDIRECT_MS}
        onDone={leave}
        actions={<ButtonLink to={MY_PROPERTIES_PATH}>Go to My Properties now</ButtonLink>}
      />
    </div>
  )
}
