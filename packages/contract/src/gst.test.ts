import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  GST_TEXTS,
  gstCodeOfState,
  gstCodeOfStateName,
  gstinCheckCharacter,
  gstinFieldProblem,
  needsBuyerAddress,
  paymentMethodLabel,
  RULE_46E_MIN_RUPEES,
} from './gst'
import { createOrderBodySchema, CreateOrderBodySchema, SandboxPayBodySchema } from './wallet'

/** A valid GSTIN of `state` (two digits) for the PAN AAPFU0939F. */
const gstinOf = (state: string) => {
  const first14 = `${state}AAPFU0939F1Z`
  return first14 + gstinCheckCharacter(first14)
}
const MAHARASHTRA = gstinOf('27')
const errorsOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('GSTINs at checkout', () => {
  it('the standard check character: known GSTINs pass, one changed character fails', () => {
    expect(gstinFieldProblem('27AAPFU0939F1ZV', undefined)).toBeUndefined()
    expect(gstinFieldProblem('29AAGCB7383J1Z4', undefined)).toBeUndefined()
    expect(gstinFieldProblem('27AAPFU0939F1ZW', undefined)).toBe(GST_TEXTS.gstinCheck)
    // Two characters swapped: the weights catch it.
    expect(gstinFieldProblem('27APAFU0939F1ZV', undefined)).toBe(GST_TEXTS.gstinCheck)
    expect(gstinFieldProblem('27AAPFU0939F1Z', undefined)).toBe(GST_TEXTS.gstinFormat)
    expect(gstinFieldProblem('27AAPFU0939F1XV', undefined)).toBe(GST_TEXTS.gstinFormat)
    expect(gstinFieldProblem('99AAPFU0939F1ZV', undefined)).toBe(GST_TEXTS.gstinStateCode)
  })

  it("its first two digits must be the place of supply's GST code", () => {
    expect(gstinFieldProblem(MAHARASHTRA, '27')).toBeUndefined()
    expect(gstinFieldProblem(MAHARASHTRA, '24')).toBe(GST_TEXTS.gstinOtherState('Maharashtra'))
    expect(gstinFieldProblem(gstinOf('97'), '27')).toBe(GST_TEXTS.gstinNoState)
  })

  it('every state of our geography has a GST code, by code and by name', () => {
    const states = JSON.parse(
      readFileSync(new URL('../../../data/geo/states.json', import.meta.url), 'utf8'),
    ) as { name: string; code: string }[]
    expect(states).toHaveLength(36)
    for (const state of states) {
      expect(gstCodeOfState(state.code), state.name).toBeDefined()
      expect(gstCodeOfStateName(state.name), state.name).toBe(gstCodeOfState(state.code))
    }
  })
})

describe('rule 46(e): name and address from a taxable value of ₹50,000', () => {
  it('starts at ₹59,000 paid (taxable ₹50,000.00)', () => {
    expect(needsBuyerAddress(RULE_46E_MIN_RUPEES)).toBe(true)
    expect(needsBuyerAddress(RULE_46E_MIN_RUPEES - 1)).toBe(false)
    expect(needsBuyerAddress(60_000)).toBe(true)
    expect(needsBuyerAddress(499)).toBe(false)
  })
})

describe('POST wallet/order', () => {
  const business = {
    credits: 999,
    state_id: 21,
    gstin: ` ${MAHARASHTRA.toLowerCase().slice(0, 7)} ${MAHARASHTRA.slice(7).toLowerCase()} `,
    legal_name: '  Shree Logistics Private Limited ',
    billing_address: 'Unit 4, Bhiwandi Logistics Park\nBhiwandi 421302',
  }

  it('takes a GSTIN as typed (spaces, lower case) with name, address and state', () => {
    const parsed = CreateOrderBodySchema.parse(business)
    expect(parsed).toMatchObject({
      gstin: MAHARASHTRA,
      legal_name: 'Shree Logistics Private Limited',
      billing_address: 'Unit 4, Bhiwandi Logistics Park\nBhiwandi 421302',
    })
  })

  it('a GSTIN needs the legal name, the billing address and the state', () => {
    const result = CreateOrderBodySchema.safeParse({ credits: 999, gstin: MAHARASHTRA })
    expect(errorsOf(result)).toEqual({
      legal_name: GST_TEXTS.legalNameNeeded,
      billing_address: GST_TEXTS.addressNeeded,
      state_id: GST_TEXTS.stateNeeded,
    })
  })

  it('a bad GSTIN is named as the field', () => {
    const result = CreateOrderBodySchema.safeParse({ ...business, gstin: '27AAPFU0939F1ZW' })
    expect(errorsOf(result)).toEqual({ gstin: GST_TEXTS.gstinCheck })
  })

  it('checks the GSTIN against the chosen state where the caller knows the states', () => {
    const schema = createOrderBodySchema((id) => (id === 21 ? '27' : '24'))
    expect(schema.safeParse(business).success).toBe(true)
    expect(errorsOf(schema.safeParse({ ...business, state_id: 11 }))).toEqual({
      gstin: GST_TEXTS.gstinOtherState('Maharashtra'),
    })
  })

  it('a consumer needs nothing more below ₹59,000, and name, address and state from it', () => {
    expect(CreateOrderBodySchema.safeParse({ credits: 58_999 }).success).toBe(true)
    expect(errorsOf(CreateOrderBodySchema.safeParse({ credits: 60_000 }))).toEqual({
      legal_name: GST_TEXTS.nameNeeded,
      billing_address: GST_TEXTS.addressNeeded,
      state_id: GST_TEXTS.stateNeeded,
    })
    const complete = {
      credits: 60_000,
      state_id: 5,
      legal_name: 'Asha Rao',
      billing_address: 'Patna',
    }
    expect(CreateOrderBodySchema.safeParse(complete).success).toBe(true)
  })

  it('an address comes with its state; bounded, one-line name', () => {
    expect(
      errorsOf(CreateOrderBodySchema.safeParse({ credits: 99, billing_address: 'Pune' })),
    ).toEqual({
      state_id: GST_TEXTS.stateNeeded,
    })
    const long = CreateOrderBodySchema.safeParse({
      ...business,
      legal_name: 'x'.repeat(101),
      billing_address: 'y'.repeat(301),
    })
    expect(errorsOf(long)).toEqual({
      legal_name: GST_TEXTS.legalNameLong,
      billing_address: GST_TEXTS.addressLong,
    })
    expect(CreateOrderBodySchema.safeParse({ ...business, legal_name: 'A\nB' }).success).toBe(false)
  })
})

describe('payment methods', () => {
  it('the invoice words of known and unknown methods', () => {
    expect(paymentMethodLabel('upi')).toBe('UPI')
    expect(paymentMethodLabel('netbanking')).toBe('net banking')
    expect(paymentMethodLabel('cardless_emi')).toBe('cardless EMI')
    expect(paymentMethodLabel('intl_bank_transfer')).toBe('intl bank transfer')
  })

  it('the sandbox takes one of four, card when none is named', () => {
    expect(SandboxPayBodySchema.parse({ order_id: 'order_1', outcome: 'success' }).method).toBe(
      'card',
    )
    expect(
      SandboxPayBodySchema.parse({ order_id: 'o', outcome: 'success', method: 'upi' }).method,
    ).toBe('upi')
    expect(
      SandboxPayBodySchema.safeParse({ order_id: 'o', outcome: 'success', method: 'cash' }).success,
    ).toBe(false)
  })
})
