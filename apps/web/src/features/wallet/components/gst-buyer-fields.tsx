import type { State } from '@app/contract/geo'
import {
  BILLING_ADDRESS_MAX,
  GSTIN_LENGTH,
  GST_TEXTS,
  gstCodeOfStateName,
  LEGAL_NAME_MAX,
} from '@app/contract/gst'
import {
  createOrderBodySchema,
  type CreateOrderBody,
  type CreateOrderBodySchema,
} from '@app/contract/wallet'
import { useMemo } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { Checkbox } from '../../../components/ui/checkbox'
import { Field, Input, Textarea } from '../../../components/ui/field'
import { WALLET_UI } from '../wallet-texts'

/** What the top-up forms hold: the order's fields as typed (the contract's schema input). */
export type OrderFormValues = z.input<typeof CreateOrderBodySchema>

/** The fields a top-up form starts with, all empty. */
export const EMPTY_ORDER_FORM = {
  credits: '',
  state_id: '',
  gstin: '',
  legal_name: '',
  billing_address: '',
}

/**
 * The contract's order schema with the states the form knows: a GSTIN must then be of the chosen
 * state (its GST code found by the state's name), as the API checks it by code.
 */
export function useOrderSchema(states: readonly State[] | undefined) {
  return useMemo(
    () =>
      createOrderBodySchema((id) => {
        const state = states?.find((s) => s.id === id)
        return state ? gstCodeOfStateName(state.name) : undefined
      }),
    [states],
  )
}

/** The state whose GST code begins a GSTIN, when the form knows it ('27…' -> Maharashtra). */
export function stateOfGstin(states: readonly State[] | undefined, gstin: string) {
  const code = gstin.replace(/\s+/g, '').slice(0, 2)
  return states?.find((s) => gstCodeOfStateName(s.name) === code)
}

/**
 * The buyer on the tax invoice (issue 26, decision 046): "Claim GST input credit (business
 * purchase)" reveals GSTIN, legal name and billing address for a B2B invoice; a consumer whose
 * bill reaches rule 46(e) (₹59,000 with GST) is asked for a name and address. Texts from the
 * contract's GST_TEXTS and WALLET_UI; field errors from the same schema as the API's.
 */
export function GstBuyerFields({
  form,
  business,
  onBusinessChange,
  states,
  addressRequired,
  disabled,
}: {
  form: UseFormReturn<OrderFormValues, unknown, CreateOrderBody>
  /** The business box is ticked (the parent keeps it: the state becomes required). */
  business: boolean
  onBusinessChange: (business: boolean) => void
  states: readonly State[] | undefined
  /** Rule 46(e): the bill needs the buyer's name and address. */
  addressRequired: boolean
  disabled?: boolean
}) {
  const {
    register,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = form
  const gstin = register('gstin')
  const toggle = (checked: boolean) => {
    // A GSTIN left in the hidden field would still make the invoice B2B.
    if (!checked) setValue('gstin', '', { shouldValidate: isSubmitted })
    onBusinessChange(checked)
  }
  /** A typed GSTIN chooses its state when none is chosen yet. */
  const chooseState = (typed: string) => {
    const state = stateOfGstin(states, typed)
    if (state && !getValues('state_id')) {
      setValue('state_id', String(state.id), { shouldValidate: isSubmitted })
    }
  }
  return (
    <div className="space-y-4">
      <Checkbox
        label={WALLET_UI.gstBusinessToggle}
        checked={business}
        disabled={disabled}
        onChange={(e) => toggle(e.target.checked)}
      />
      {business && <p className="text-muted -mt-2 text-xs">{WALLET_UI.gstBusinessHint}</p>}
      {!business && addressRequired && (
        <p className="text-muted text-sm" role="note">
          {GST_TEXTS.addressRule}
        </p>
      )}
      {business && (
        <Field label="GSTIN" error={errors.gstin?.message} hint={WALLET_UI.gstinHint} required>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={GSTIN_LENGTH + 4}
            placeholder="27AAPFU0939F1ZV"
            className="font-mono uppercase"
            disabled={disabled}
            {...gstin}
            onBlur={(e) => {
              void gstin.onBlur(e)
              chooseState(e.target.value)
            }}
          />
        </Field>
      )}
      {(business || addressRequired) && (
        <>
          <Field
            label={business ? 'Legal name' : 'Name on the invoice'}
            error={errors.legal_name?.message}
            hint={business ? WALLET_UI.legalNameHint : undefined}
            required
          >
            <Input
              autoComplete="organization"
              maxLength={LEGAL_NAME_MAX}
              disabled={disabled}
              {...register('legal_name')}
            />
          </Field>
          <Field label="Billing address" error={errors.billing_address?.message} required>
            <Textarea
              rows={3}
              autoComplete="street-address"
              maxLength={BILLING_ADDRESS_MAX}
              disabled={disabled}
              {...register('billing_address')}
            />
          </Field>
        </>
      )}
    </div>
  )
}
