const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const count = new Intl.NumberFormat('en-IN')

/** A payment in rupees, with paise and Indian digit grouping: ₹1,00,000.00 */
export const formatAmount = (rupees: number) => inr.format(rupees)

/** 1,00,000 */
export const formatCredits = (credits: number) => count.format(credits)

/** +499 / −99: a ledger entry's change, with a real minus sign. */
export const formatCreditChange = (credits: number) =>
  `${credits > 0 ? '+' : credits < 0 ? '−' : ''}${count.format(Math.abs(credits))}`
