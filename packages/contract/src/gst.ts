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

export const INVOICE_TEXTS = {
  invoiceNotFound: 'Invoice not found.',
  statementTooLong: 'That period has too many entries for one statement; choose a shorter one.',
} as const
