/**
 * Figures as people in India read them, for every screen, toast, e-mail, PDF and API message
 * (decision 043): digits grouped the Indian way (1,099; 1,00,000; ₹12,34,567) and nouns that
 * agree with their number ("1 view", "2 views"). Display only: amounts stay integer paise or
 * credits everywhere else.
 */

const LOCALE = 'en-IN'
const PAISE_IN_A_RUPEE = 100

const COUNT = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 })
const RUPEES = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})
const RUPEES_AND_PAISE = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const RUPEES_COMPACT = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** 1,00,000 (up to two decimals: 2.5). */
export const formatCount = (n: number) => COUNT.format(n)

/** A number of credits, without the word: 1,099. */
export const formatCredits = (credits: number) => COUNT.format(credits)

/** Whole rupees: ₹1,00,000. */
export const formatRupees = (rupees: number) => RUPEES.format(rupees)

/** Rupees with paise, as a payment or a bill shows them: ₹1,099.00. */
export const formatRupeesExact = (rupees: number) => RUPEES_AND_PAISE.format(rupees)

/** An amount held in integer paise, with paise: 109900 -> ₹1,099.00. */
export const formatPaise = (paise: number) => RUPEES_AND_PAISE.format(paise / PAISE_IN_A_RUPEE)

/** Whole rupees from integer paise: 124900000 -> ₹12,49,000. */
export const formatPaiseWhole = (paise: number) => RUPEES.format(paise / PAISE_IN_A_RUPEE)

/** Rupees in short from integer paise, for a chart's axis: ₹1.2L, ₹3.4Cr. */
export const formatPaiseCompact = (paise: number) => RUPEES_COMPACT.format(paise / PAISE_IN_A_RUPEE)

/** A change: +499, −99 (a real minus sign), 0. */
export const formatSigned = (n: number) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${COUNT.format(Math.abs(n))}`

/** The noun alone, agreeing with n: noun(1, 'view') -> 'view', noun(2, 'view') -> 'views'. */
export const noun = (n: number, singular: string, pluralForm = `${singular}s`) =>
  n === 1 ? singular : pluralForm

/**
 * A count and its noun: plural(1, 'view') -> '1 view', plural(1099, 'credit') -> '1,099 credits',
 * plural(2, 'property', 'properties') -> '2 properties'.
 */
export const plural = (n: number, singular: string, pluralForm = `${singular}s`) =>
  `${formatCount(n)} ${noun(n, singular, pluralForm)}`
