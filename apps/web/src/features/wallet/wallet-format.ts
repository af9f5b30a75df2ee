const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const count = new Intl.NumberFormat('en-IN')

/** A payment in rupees, with paise and Indian digit grouping: ₹1,00,000.00 */
export const formatAmount = (rupees: number) => inr.format(rupees)

/** 1,00,000 */
export const formatCredits = (credits: number) => count.format(credits)

/** +499 / −99: a ledger entry's change, with a real minus sign. */
export const formatCreditChange = (credits: number) =>
  `${credits > 0 ? '+' : credits < 0 ? '−' : ''}${count.format(Math.abs(credits))}`

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
/** 5 Mar 2026, 2:07 pm */
export const formatWhen = (value: string) => {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date)
}
