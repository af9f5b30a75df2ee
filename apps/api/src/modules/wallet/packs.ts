import type { CreditPack } from '@app/contract/constants'
import { GST_RATE_PERCENT, GST_STATES, type GstStateCode } from '@app/contract/gst'
import type { CreditPacksInfo } from '@app/contract/wallet'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { states } from '../../db/schema/index'

/**
 * The packs on sale with the facts the checkout's bill needs: the GST rate and the seller's
 * state as our states list names it (null when it is not one of ours, e.g. Other Territory).
 */
export async function creditPacks(
  db: Tx,
  packs: readonly CreditPack[],
  seller: { gstStateCode: GstStateCode },
): Promise<CreditPacksInfo> {
  const code = GST_STATES[seller.gstStateCode].stateCode
  const [state] = code
    ? await db.select({ id: states.id }).from(states).where(eq(states.code, code))
    : []
  return {
    packs: [...packs],
    gst_rate_percent: GST_RATE_PERCENT,
    seller_state_id: state?.id ?? null,
  }
}
