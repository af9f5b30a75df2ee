import { OPEN_LOOP_SHARE, type WalletResult } from './wallet'
import { UNLOCK_SEEKERS } from './wallet-data'

/** Issue 29's targets for the wallet. */
export const WALLET_TARGET = {
  /** The unlock's req/s vs pgbench running its statement, and its open-loop p95. */
  unlockShareOfCeiling: 0.75,
  unlockOpenP95Ms: 20,
  /** Verify's req/s vs the unlock's, and its open-loop p95. */
  verifyShareOfUnlock: 0.6,
  verifyOpenP95Ms: 30,
} as const

type AddRow = (
  label: string,
  target: string,
  measure: () => { measured: string; ok: boolean | undefined } | undefined,
) => void

/** The wallet's rows (issue 29): each a ratio or a percentile measured in the same run. */
export function walletRows(wallet: WalletResult | undefined, add: AddRow) {
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const rps = (n: number) => Math.round(n).toLocaleString('en')
  const { unlock, unlockOpen, verify, verifyOpen, ceiling, ceilingOpen } = wallet ?? {}
  const allFirst = (m: { firstTime: number; requests: number }) => m.firstTime === m.requests
  add(
    `unlock req/s (${UNLOCK_SEEKERS} seekers, new listings) vs pgbench running its statement`,
    `≥ ${WALLET_TARGET.unlockShareOfCeiling * 100}%`,
    () => {
      if (!unlock || !ceiling) return undefined
      const share = unlock.rps / ceiling.tps
      return {
        measured: `${rps(unlock.rps)} vs ${rps(ceiling.tps)} (${(share * 100).toFixed(0)}%; pgbench ${ceiling.connections} connections, synchronous_commit ${ceiling.synchronousCommit}; ${unlock.firstTime} of ${unlock.requests} first-time)`,
        ok: share >= WALLET_TARGET.unlockShareOfCeiling && allFirst(unlock),
      }
    },
  )
  add(
    `unlock p95, open loop at ${OPEN_LOOP_SHARE * 100}% of the pgbench ceiling`,
    `< ${WALLET_TARGET.unlockOpenP95Ms} ms`,
    () =>
      unlockOpen
        ? {
            measured: `${ms(unlockOpen.p95)} at ${rps(unlockOpen.rps)} req/s (p99 ${ms(unlockOpen.p99)}; ${unlockOpen.failures} failed; pgbench alone on the same schedule: p95 ${ceilingOpen ? ms(ceilingOpen.p95) : 'not run'})`,
            ok: unlockOpen.p95 < WALLET_TARGET.unlockOpenP95Ms && unlockOpen.failures === 0,
          }
        : undefined,
  )
  add(
    "verify (first-time confirmations) req/s vs the unlock's",
    `≥ ${WALLET_TARGET.verifyShareOfUnlock * 100}%`,
    () => {
      if (!verify || !unlock) return undefined
      const share = verify.rps / unlock.rps
      return {
        measured: `${rps(verify.rps)} vs ${rps(unlock.rps)} (${(share * 100).toFixed(0)}%; ${verify.firstTime} of ${verify.requests} first-time)`,
        ok: share >= WALLET_TARGET.verifyShareOfUnlock && allFirst(verify),
      }
    },
  )
  add(
    `verify p95, open loop at ${OPEN_LOOP_SHARE * 100}% of its own closed-loop req/s`,
    `< ${WALLET_TARGET.verifyOpenP95Ms} ms`,
    () =>
      verifyOpen
        ? {
            measured: `${ms(verifyOpen.p95)} at ${rps(verifyOpen.rps)} req/s (p99 ${ms(verifyOpen.p99)}; ${verifyOpen.failures} failed)`,
            ok: verifyOpen.p95 < WALLET_TARGET.verifyOpenP95Ms && verifyOpen.failures === 0,
          }
        : undefined,
  )
}
