import { type CreditPack, PAISE_PER_CREDIT } from '@app/contract/constants'
import { splitGst, type GstSplit } from '@app/contract/gst'
import type { OrderPackLine } from '@app/contract/wallet'

/** A cart line with its pack and what it comes to: price in rupees (1 credit = ₹1). */
export interface CartLine {
  pack: CreditPack
  quantity: number
  credits: number
  bonus: number
  amount: number
}

export interface CartTotals {
  lines: CartLine[]
  /** Credits paid for. */
  credits: number
  /** Free credits on top. */
  bonus: number
  /** Rupees to pay, GST included. */
  amount: number
  /** Packs in the cart that are no longer on sale (left out of the totals). */
  unavailable: string[]
}

/** The cart against the packs on sale. */
export function cartTotals(
  lines: readonly OrderPackLine[],
  onSale: readonly CreditPack[],
): CartTotals {
  const totals: CartTotals = { lines: [], credits: 0, bonus: 0, amount: 0, unavailable: [] }
  for (const line of lines) {
    const pack = onSale.find((p) => p.id === line.pack_id)
    if (!pack) {
      totals.unavailable.push(line.pack_id)
      continue
    }
    const credits = pack.credits * line.quantity
    const bonus = pack.bonus_credits * line.quantity
    totals.lines.push({ pack, quantity: line.quantity, credits, bonus, amount: credits })
    totals.credits += credits
    totals.bonus += bonus
    totals.amount += credits
  }
  return totals
}

/**
 * The checkout's bill: the totals and the GST inside the amount, split as the tax invoice will
 * split it (contract splitGst): CGST and SGST when the buyer is in the seller's state (or names
 * no state), IGST otherwise. The bonus is free, so it is not in the amount or the tax.
 */
export function checkoutBill(
  totals: CartTotals,
  buyerStateId: number | undefined,
  sellerStateId: number | null,
): CartTotals & { gst: GstSplit } {
  const intraState = buyerStateId === undefined || buyerStateId === sellerStateId
  return { ...totals, gst: splitGst(totals.amount * PAISE_PER_CREDIT, intraState) }
}
