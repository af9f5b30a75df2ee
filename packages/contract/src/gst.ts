/**
 * GST facts for tax invoices, free of Zod: state codes, the GSTIN format and the invoice texts.
 */

/**
 * GST state codes (the first two digits of a GSTIN, and the code printed beside a place of
 * supply) with the state's name and, where there is one, the two-letter code of our `states`
 * table (data/geo/states.json). The retired codes 25 (Daman and Diu, merged into 26 in 2020)
 * and 28 (Andhra Pradesh before 2014, now 37) are left out: no new invoice may carry them.
 */
export const GST_STATES = {
  '01': { name: 'Jammu and Kashmir', stateCode: 'JK' },
  '02': { name: 'Himachal Pradesh', stateCode: 'HP' },
  '03': { name: 'Punjab', stateCode: 'PB' },
  '04': { name: 'Chandigarh', stateCode: 'CH' },
  '05': { name: 'Uttarakhand', stateCode: 'UK' },
  '06': { name: 'Haryana', stateCode: 'HR' },
  '07': { name: 'Delhi', stateCode: 'DL' },
  '08': { name: 'Rajasthan', stateCode: 'RJ' },
  '09': { name: 'Uttar Pradesh', stateCode: 'UP' },
  '10': { name: 'Bihar', stateCode: 'BR' },
  '11': { name: 'Sikkim', stateCode: 'SK' },
  '12': { name: 'Arunachal Pradesh', stateCode: 'AR' },
  '13': { name: 'Nagaland', stateCode: 'NL' },
  '14': { name: 'Manipur', stateCode: 'MN' },
  '15': { name: 'Mizoram', stateCode: 'MZ' },
  '16': { name: 'Tripura', stateCode: 'TR' },
  '17': { name: 'Meghalaya', stateCode: 'ML' },
  '18': { name: 'Assam', stateCode: 'AS' },
  '19': { name: 'West Bengal', stateCode: 'WB' },
  '20': { name: 'Jharkhand', stateCode: 'JH' },
  '21': { name: 'Odisha', stateCode: 'OD' },
  '22': { name: 'Chhattisgarh', stateCode: 'CG' },
  '23': { name: 'Madhya Pradesh', stateCode: 'MP' },
  '24': { name: 'Gujarat', stateCode: 'GJ' },
  '26': { name: 'Dadra and Nagar Haveli and Daman and Diu', stateCode: 'DH' },
  '27': { name: 'Maharashtra', stateCode: 'MH' },
  '29': { name: 'Karnataka', stateCode: 'KA' },
  '30': { name: 'Goa', stateCode: 'GA' },
  '31': { name: 'Lakshadweep', stateCode: 'LD' },
  '32': { name: 'Kerala', stateCode: 'KL' },
  '33': { name: 'Tamil Nadu', stateCode: 'TN' },
  '34': { name: 'Puducherry', stateCode: 'PY' },
  '35': { name: 'Andaman and Nicobar Islands', stateCode: 'AN' },
  '36': { name: 'Telangana', stateCode: 'TS' },
  '37': { name: 'Andhra Pradesh', stateCode: 'AP' },
  '38': { name: 'Ladakh', stateCode: 'LA' },
  /** Offshore areas and other territory outside any state; not one of our states. */
  '97': { name: 'Other Territory', stateCode: null },
} as const satisfies Record<string, { name: string; stateCode: string | null }>

export type GstStateCode = keyof typeof GST_STATES

export const isGstStateCode = (code: string): code is GstStateCode =>
  Object.hasOwn(GST_STATES, code)

/** The GST state code of one of our states, by its two-letter code ('MH' -> '27'). */
export function gstCodeOfState(stateCode: string): GstStateCode | undefined {
  return (Object.keys(GST_STATES) as GstStateCode[]).find(
    (gst) => GST_STATES[gst].stateCode === stateCode,
  )
}

/**
 * A GSTIN: state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the
 * registration's number within the state (1-9, A-Z), 'Z', then a check character.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
export const GSTIN_LENGTH = 15

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme: alternate
 * weights 1 and 2, each product folded to base 36 digits and summed).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36)
}

/** Why a GSTIN is not valid, or undefined when it is (format, state code and check character). */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== GSTIN_LENGTH || !GSTIN_PATTERN.test(gstin)) {
    return `must be a ${GSTIN_LENGTH}-character GSTIN such as 27AAAAA0000A1Z2`
  }
  if (!isGstStateCode(gstin.slice(0, 2))) return 'must start with a GST state code'
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) return 'has a wrong check character'
  return undefined
}

/** Services Accounting Code of the credits we sell: other support services (998599). */
export const DEFAULT_SAC_CODE = '998599'
/** GST on the credits, in percent: prices include it. Within a state CGST and SGST share it. */
export const GST_RATE_PERCENT = 18

export interface GstSplit {
  /** What was paid, tax included. */
  totalPaise: number
  /** The value before tax. */
  taxablePaise: number
  /** All the tax: total - taxable. */
  taxPaise: number
  /** Within the seller's state: central and state tax, half each; 0 otherwise. */
  cgstPaise: number
  sgstPaise: number
  /** To another state: integrated tax, all of it; 0 otherwise. */
  igstPaise: number
  intraState: boolean
}

/**
 * Splits a tax-inclusive amount: taxable = round(amount x 100 / 118), the tax is the rest, so
 * the parts always add up to what was paid. Within a state the tax is halved between CGST and
 * SGST (an odd paisa goes to CGST); between states it is all IGST. Integer arithmetic only:
 * round-half-up of a/b is floor((2a + b) / 2b).
 */
export function splitGst(totalPaise: number, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new Error(`Not an amount in paise: ${totalPaise}`)
  }
  const hundredPlusRate = 100 + GST_RATE_PERCENT
  const taxablePaise = Math.floor((2 * totalPaise * 100 + hundredPlusRate) / (2 * hundredPlusRate))
  const taxPaise = totalPaise - taxablePaise
  const cgstPaise = intraState ? Math.ceil(taxPaise / 2) : 0
  return {
    totalPaise,
    taxablePaise,
    taxPaise,
    cgstPaise,
    sgstPaise: intraState ? taxPaise - cgstPaise : 0,
    igstPaise: intraState ? 0 : taxPaise,
    intraState,
  }
}

/** A GST state code's state, by the name our `states` table gives it (the checkout knows names). */
export function gstCodeOfStateName(name: string): GstStateCode | undefined {
  return (Object.keys(GST_STATES) as GstStateCode[]).find((gst) => GST_STATES[gst].name === name)
}

/**
 * CGST Rules, rule 46(e): the recipient's name, address and state must be on the invoice of an
 * unregistered buyer when the taxable value is ₹50,000 or more (in paise). Prices include GST,
 * so a top-up reaches it at ₹59,000 (taxable ₹50,000.00).
 */
export const RULE_46E_TAXABLE_PAISE = 5_000_000
/** The smallest top-up, in whole rupees (= credits), whose taxable value reaches rule 46(e)'s. */
export const RULE_46E_MIN_RUPEES = 59_000

/** Whether a top-up of this many rupees (tax included) needs the buyer's name and address. */
export const needsBuyerAddress = (totalRupees: number) =>
  Number.isSafeInteger(totalRupees) &&
  totalRupees > 0 &&
  splitGst(totalRupees * 100, true).taxablePaise >= RULE_46E_TAXABLE_PAISE

/** The longest legal name and billing address a tax invoice takes. */
export const LEGAL_NAME_MAX = 100
export const BILLING_ADDRESS_MAX = 300

/**
 * How a payment was made, as Razorpay's payment entity names it (`method`), with the words the
 * invoice prints: "Paid by UPI through Razorpay."
 */
export const PAYMENT_METHOD_LABEL = {
  upi: 'UPI',
  card: 'card',
  netbanking: 'net banking',
  wallet: 'wallet',
  emi: 'EMI',
  cardless_emi: 'cardless EMI',
  paylater: 'pay later',
  bank_transfer: 'bank transfer',
} as const satisfies Record<string, string>
export type KnownPaymentMethod = keyof typeof PAYMENT_METHOD_LABEL
/** The four the sandbox checkout offers (issue 26: UPI, card, netbanking, wallet). */
export const SANDBOX_PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const
export type SandboxPaymentMethod = (typeof SANDBOX_PAYMENT_METHODS)[number]
/** What a provider's `method` may be to be stored: a short lower-case word (others are ignored). */
export const PAYMENT_METHOD_PATTERN = /^[a-z][a-z_]{1,31}$/

/** The invoice's words for a stored method: a known one's label, else the word itself. */
export function paymentMethodLabel(method: string): string {
  return Object.hasOwn(PAYMENT_METHOD_LABEL, method)
    ? PAYMENT_METHOD_LABEL[method as KnownPaymentMethod]
    : method.replaceAll('_', ' ')
}

/** GST began on 1 July 2017: no GSTR-1 before that month. */
export const GST_FIRST_MONTH = '2017-07'
/** The GSTR-1 sections our invoices fall in (the offline tool's sheets; decision 046). */
export const GSTR1_SECTIONS = ['b2b', 'b2cs'] as const
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number]

/**
 * GST messages: the checkout's GST fields (422 names the field; the web form shows the same) and
 * the admin's GSTR-1 month.
 */
export const GST_TEXTS = {
  gstinFormat: 'Enter a 15-character GSTIN such as 27AAPFU0939F1ZV.',
  gstinStateCode: 'A GSTIN starts with a GST state code (01 to 38, or 97).',
  gstinCheck: 'This GSTIN’s last character does not match the rest: please check it for a typo.',
  /** The GSTIN's state is not the chosen state (the place of supply). */
  gstinOtherState: (registeredIn: string) =>
    `This GSTIN is registered in ${registeredIn}: choose that state, or check the GSTIN.`,
  /** A GSTIN whose state is none of ours (97 Other Territory). */
  gstinNoState: 'This GSTIN is not registered in a state you can choose here.',
  stateNeeded: 'Choose the state of your billing address: it is the place of supply.',
  legalNameNeeded: 'Enter the legal name registered with this GSTIN.',
  nameNeeded: 'Enter the name to print on the invoice.',
  addressNeeded: 'Enter the billing address.',
  /** Rule 46(e) for a consumer: shown beside the fields when the bill reaches it. */
  addressRule: `GST rules need the buyer’s name and address on an invoice whose taxable value is ₹50,000 or more (a top-up of ₹59,000 or more).`,
  legalNameLong: `Use at most ${LEGAL_NAME_MAX} characters.`,
  addressLong: `Use at most ${BILLING_ADDRESS_MAX} characters.`,
  monthFormat: 'Month must be a month such as 2026-11 (YYYY-MM).',
  monthBeforeGst: 'GST began in July 2017: choose a month from 2017-07.',
  monthNotOver: 'That month has not begun yet.',
  monthTooBusy: 'That month has too many invoices for one file.',
} as const

/**
 * Why a buyer's GSTIN is not valid for the chosen place of supply, as a field message, or
 * undefined when it is. `placeOfSupply` is the chosen state's GST code (undefined: none chosen).
 */
export function gstinFieldProblem(
  gstin: string,
  placeOfSupply: GstStateCode | undefined,
): string | undefined {
  if (gstin.length !== GSTIN_LENGTH || !GSTIN_PATTERN.test(gstin)) return GST_TEXTS.gstinFormat
  const registered = gstin.slice(0, 2)
  if (!isGstStateCode(registered)) return GST_TEXTS.gstinStateCode
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) return GST_TEXTS.gstinCheck
  if (placeOfSupply !== undefined && placeOfSupply !== registered) {
    return GST_STATES[registered].stateCode === null
      ? GST_TEXTS.gstinNoState
      : GST_TEXTS.gstinOtherState(GST_STATES[registered].name)
  }
  return undefined
}

export const INVOICE_TEXTS = {
  invoiceNotFound: 'Invoice not found.',
  statementTooLong: 'That period has too many entries for one statement; choose a shorter one.',
} as const
