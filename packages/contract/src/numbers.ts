/**
 * Figures as people in India read them, for every screen, toast, e-mail, PDF and API message
 * (decision 043): digits grouped the Indian way (1,099; 1,00,000; ₹12,34,567) and nouns that
 * agree with their number ("1 view", "2 views"). Display only: amounts stay integer paise or
 * credits everywhere else.
 */

const LOCALE = 'en-IN'
const PAISE_IN_A_RUPEE = 100
const RUPEE = '₹'

/**
 * Intl's formatters, built on first use only. The first number or date formatter a browser page
 * builds loads the locale's data, tens of milliseconds on a phone; counts and rupees are written
 * below without them, so the pages' first render does not pay that (the formatters remain for
 * the numbers written in exponent form and for the compact amounts of the admin's charts).
 */
const lazily = <T>(make: () => T) => {
  let made: T | undefined
  return () => (made ??= make())
}
const COUNT = lazily(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }))
const RUPEES = lazily(
  () =>
    new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
)
const RUPEES_AND_PAISE = lazily(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
)
const RUPEES_COMPACT = lazily(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'INR',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
)

/** Whole digits grouped the Indian way: the last three, then pairs (1,23,45,678). */
function groupDigits(digits: string) {
  if (digits.length <= 3) return digits
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
}

/**
 * `n` as Intl.NumberFormat('en-IN') writes it with these fraction digits (its default rounding:
 * the shortest decimal that reads back as `n`, half away from zero), `prefix` after the sign;
 * undefined for what only Intl writes (NaN, infinities, numbers in exponent form).
 */
function indian(n: number, minFraction: number, maxFraction: number, prefix = '') {
  const text = String(Math.abs(n))
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined
  let [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length > maxFraction) {
    const roundUp = fraction[maxFraction]! >= '5'
    fraction = fraction.slice(0, maxFraction)
    if (roundUp) {
      const scaled = (BigInt(whole + fraction) + 1n).toString().padStart(maxFraction + 1, '0')
      whole = scaled.slice(0, scaled.length - maxFraction)
      fraction = scaled.slice(scaled.length - maxFraction)
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0')
  // Intl keeps the sign of a negative number that rounds to zero, and of -0.
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  return `${sign}${prefix}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`
}

/** 1,00,000 (up to two decimals: 2.5). */
export const formatCount = (n: number) => indian(n, 0, 2) ?? COUNT().format(n)

/** A number of credits, without the word: 1,099. */
export const formatCredits = (credits: number) => formatCount(credits)

/** Whole rupees: ₹1,00,000. */
export const formatRupees = (rupees: number) =>
  indian(rupees, 0, 0, RUPEE) ?? RUPEES().format(rupees)

/** Rupees with paise, as a payment or a bill shows them: ₹1,099.00. */
export const formatRupeesExact = (rupees: number) =>
  indian(rupees, 2, 2, RUPEE) ?? RUPEES_AND_PAISE().format(rupees)

/** An amount held in integer paise, with paise: 109900 -> ₹1,099.00. */
export const formatPaise = (paise: number) => formatRupeesExact(paise / PAISE_IN_A_RUPEE)

/** Whole rupees from integer paise: 124900000 -> ₹12,49,000. */
export const formatPaiseWhole = (paise: number) => formatRupees(paise / PAISE_IN_A_RUPEE)

/** Rupees in short from integer paise, for a chart's axis: ₹1.2L, ₹3.4Cr. */
export const formatPaiseCompact = (paise: number) =>
  RUPEES_COMPACT().format(paise / PAISE_IN_A_RUPEE)

/** A change: +499, −99 (a real minus sign), 0. */
export const formatSigned = (n: number) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatCount(Math.abs(n))}`

/** The noun alone, agreeing with n: noun(1, 'view') -> 'view', noun(2, 'view') -> 'views'. */
export const noun = (n: number, singular: string, pluralForm = `${singular}s`) =>
  n === 1 ? singular : pluralForm

/**
 * A count and its noun: plural(1, 'view') -> '1 view', plural(1099, 'credit') -> '1,099 credits',
 * plural(2, 'property', 'properties') -> '2 properties'.
 */
export const plural = (n: number, singular: string, pluralForm = `${singular}s`) =>
  `${formatCount(n)} ${noun(n, singular, pluralForm)}`
