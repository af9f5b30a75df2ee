/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
/** April, as Date's zero-based month: India's financial year runs April to March. */
const FINANCIAL_YEAR_FIRST_MONTH = 3
/** Digits of an invoice's serial within its year: `000042`. */
export const INVOICE_SERIAL_DIGITS = 6
/** The longest invoice prefix that keeps numbers within GST rule 46's 16 characters. */
export const INVOICE_PREFIX_MAX = 3

/** The calendar date in India of an instant, as `{ year, month (0-11), day }`. */
export function istDate(instant: Date) {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
  }
}

/** The instant an IST calendar day (`YYYY-MM-DD`) begins. */
export function istDayStart(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - IST_OFFSET_MS)
}

/** The financial year in India of an instant, as invoices print it: `2026-27`. */
export function financialYear(instant: Date): string {
  const { year, month } = istDate(instant)
  const first = month >= FINANCIAL_YEAR_FIRST_MONTH ? year : year - 1
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`
}

/**
 * `GH/26-27/000042` for serial 42 of financial year 2026-27: the series restarts every financial
 * year. GST rule 46 caps an invoice number at 16 characters, so the year is printed with two
 * digits each side and the prefix has at most INVOICE_PREFIX_MAX characters (3 + 13 = 16 up to
 * serial 999,999 of a year).
 */
export function formatInvoiceNumber(prefix: string, year: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new Error(`Not a serial: ${serial}`)
  return `${invoiceNumberHead(prefix, year)}${String(serial).padStart(INVOICE_SERIAL_DIGITS, '0')}`
}

/** What every number of a year's series begins with: `GH/26-27/` (formatInvoiceNumber). */
export const invoiceNumberHead = (prefix: string, year: string) => `${prefix}/${year.slice(2)}/`

// The split lives in the contract so the checkout's bill (web) computes it as invoices do.
export { splitGst, type GstSplit } from '@app/contract/gst'

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const
const TENS = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
] as const

/** The Indian system's groups, largest first: 1,23,45,678 is 1 crore 23 lakh 45 thousand 678. */
const INDIAN_GROUPS = [
  { value: 10_000_000, name: 'Crore' },
  { value: 100_000, name: 'Lakh' },
  { value: 1_000, name: 'Thousand' },
  { value: 100, name: 'Hundred' },
] as const

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!
  const unit = n % 10
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!
}

/**
 * A whole number in words in the Indian system: 12,34,56,789 is 'Twelve Crore Thirty-Four
 * Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'. Past 99 crore the crores are themselves
 * counted in words ('One Hundred Twenty-Three Crore'), as Indian cheques write them.
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole number: ${n}`)
  if (n < 100) return belowHundred(n)
  const words: string[] = []
  let rest = n
  for (const group of INDIAN_GROUPS) {
    const count = Math.floor(rest / group.value)
    if (count > 0) words.push(`${numberInWords(count)} ${group.name}`)
    rest %= group.value
  }
  if (rest > 0) words.push(belowHundred(rest))
  return words.join(' ')
}

/** What an invoice prints under the total: 'Rupees One Thousand Ninety-Nine and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`Not an amount in paise: ${paise}`)
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  if (rupees === 0 && rest > 0) return `${numberInWords(rest)} Paise Only`
  const inRupees = `Rupees ${numberInWords(rupees)}`
  return rest > 0 ? `${inRupees} and ${numberInWords(rest)} Paise Only` : `${inRupees} Only`
}
