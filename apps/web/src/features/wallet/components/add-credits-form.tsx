import { TOP_UP_MAX_CREDITS } from '@app/contract/limits'
import { formatRupeesExact, plural } from '@app/contract/numbers'
import { NOTICE_LONG_MS, NOTICE_SHORT_MS, QUICK_TOP_UPS } from '@app/contract/constants'
import { needsBuyerAddress } from '@app/contract/gst'
import { CreditsAmountSchema, WALLET_TEXTS } from '@app/contract/wallet'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field, Input, Select } from '../../../components/ui/field'
import { TimedNotice } from '../../../components/ui/timed-notice'
import { cn } from '../../../lib/cn'
import { useStates } from '../../../lib/geo/get-states'
import { propertyPath } from '../../../lib/paths'
import { useZodForm } from '../../../lib/use-zod-form'
import { WALLET_UI } from '../wallet-texts'
import { EMPTY_ORDER_FORM, GstBuyerFields, useOrderSchema } from './gst-buyer-fields'
import { SandboxCheckout } from './sandbox-checkout'
import { useTopUp, type TopUpPaid } from './use-top-up'

/**
 * Add Credits (spec 000 sections 4 and 5): a whole number of credits from 1 to
 * TOP_UP_MAX_CREDITS (quick amounts fill the field), 1 credit = ₹1. Paying opens the
 * provider's checkout; once the credits are in, the amount clears, a success popup shows and
 * 5 s later the browser goes back to the property it came from (?from_wallet=true), else home.
 */
export function AddCreditsForm({ propertyId }: { propertyId: number | undefined }) {
  const states = useStates()
  const navigate = useNavigate()
  const [invalidAmount, setInvalidAmount] = useState(false)
  const [paid, setPaid] = useState<TopUpPaid | null>(null)
  const form = useZodForm(useOrderSchema(states.data), EMPTY_ORDER_FORM)
  const [business, setBusiness] = useState(false)
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    getValues,
    formState: { errors, isSubmitted },
  } = form
  const topUp = useTopUp((result) => {
    // The buyer's state and invoice details stay for the next top-up.
    reset({ ...getValues(), credits: '' })
    setPaid(result)
  })

  const amount = CreditsAmountSchema.safeParse(watch('credits'))
  const credits = amount.success ? amount.data : null
  const addressRequired = credits !== null && needsBuyerAddress(credits)
  const stateRequired = addressRequired || business

  const onSubmit = handleSubmit(
    (body) => void topUp.start(body),
    (problems) => {
      if (problems.credits?.message === WALLET_TEXTS.invalidAmountBody) setInvalidAmount(true)
    },
  )
  const leave = () =>
    void navigate(propertyId ? propertyPath(propertyId, { fromWallet: true }) : '/')

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Add Credits">
        <Field
          label="Credits"
          error={errors.credits?.message}
          hint={`1 credit = ₹1. From 1 to ${plural(TOP_UP_MAX_CREDITS, 'credit')} at a time.`}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={TOP_UP_MAX_CREDITS}
            step={1}
            placeholder="Enter credits"
            disabled={topUp.busy}
            {...register('credits')}
          />
        </Field>
        <fieldset>
          <legend className="text-ink text-sm font-semibold">Quick amounts</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {QUICK_TOP_UPS.map((quick) => (
              <button
                key={quick}
                type="button"
                aria-pressed={credits === quick}
                disabled={topUp.busy}
                onClick={() => setValue('credits', String(quick), { shouldValidate: isSubmitted })}
                className={cn(
                  'min-h-11 rounded-lg border px-3 py-2.5 text-sm font-semibold transition-colors',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                  credits === quick
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line text-brand-700 hover:border-brand-500 hover:bg-brand-50 bg-white',
                )}
              >
                {plural(quick, 'credit')}
              </button>
            ))}
          </div>
        </fieldset>
        <Field
          label="Your state"
          hint={stateRequired ? WALLET_UI.stateHintRequired : WALLET_UI.stateHint}
          error={errors.state_id?.message}
          required={stateRequired}
        >
          <Select
            placeholder="Not specified"
            options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            disabled={topUp.busy}
            {...register('state_id')}
          />
        </Field>
        <GstBuyerFields
          form={form}
          business={business}
          onBusinessChange={setBusiness}
          states={states.data}
          addressRequired={addressRequired}
          disabled={topUp.busy}
        />
        <div className="bg-surface border-line flex items-baseline justify-between gap-4 rounded-xl border px-4 py-3">
          <span className="text-muted text-sm font-medium">You pay (GST included)</span>
          <output className="text-brand-800 text-2xl font-bold" aria-live="polite">
            {credits === null ? formatRupeesExact(0) : formatRupeesExact(credits)}
          </output>
        </div>
        {topUp.outcome && <Alert tone={topUp.outcome.tone}>{topUp.outcome.text}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={topUp.busy}>
          {topUp.busy ? 'Processing…' : 'Add Credits'}
        </Button>
      </form>
      <SandboxCheckout
        order={topUp.sandbox.order}
        busy={topUp.sandbox.busy}
        onPay={(method) => void topUp.sandbox.pay(method)}
        onFail={() => void topUp.sandbox.fail()}
        onCancel={topUp.sandbox.cancel}
      />
      <TimedNotice
        open={invalidAmount}
        tone="error"
        title={WALLET_TEXTS.invalidAmountTitle}
        message={WALLET_TEXTS.invalidAmountBody}
        durationMs={NOTICE_SHORT_MS}
        onDone={() => setInvalidAmount(false)}
        actions={<Button onClick={() => setInvalidAmount(false)}>OK</Button>}
      />
      <TimedNotice
        open={paid !== null}
        tone="success"
        title={WALLET_UI.paymentSuccessTitle}
        message={
          paid && (
            <>
              <p>
                {plural(paid.added, 'credit')} {paid.added === 1 ? 'was' : 'were'} added to your
                wallet. You now have{' '}
                <strong className="text-ink">{plural(paid.balance, 'credit')}</strong>.
              </p>
              <p className="mt-2 text-sm">
                {propertyId
                  ? 'Taking you back to the property to unlock it in 5 seconds.'
                  : 'Taking you to the home page in 5 seconds.'}
              </p>
            </>
          )
        }
        durationMs={NOTICE_LONG_MS}
        onDone={leave}
        actions={<Button onClick={leave}>{propertyId ? 'Back to property' : 'Continue'}</Button>}
      />
    </>
  )
}
