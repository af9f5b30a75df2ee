import { LockIcon } from 'lucide-react'
import { FROM_WALLET_UNLOCK_DELAY_MS } from '@app/contract/constants'
import type { PropertyView } from '@app/contract/listing'
import { UNLOCK_TEXTS } from '@app/contract/listing-texts'
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { formatCount, plural } from '@app/contract/numbers'
import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import { errorMessage } from '../../../lib/form-errors'
import { FROM_WALLET_PARAM, walletPath } from '../../../lib/paths'
import { useUnlockProperty, type ShortOfCredits } from '../api/unlock-property'

/** One unlock per page, started from any of its buttons (the contact box, the phone's bar). */
export interface UnlockFlow {
  /** Asks for the confirmation; the unlock runs once the person says yes. */
  start: () => void
  /** The unlock is on its way to the server. */
  pending: boolean
  /** Back from a top-up and still locked: the unlock is about to be tried by itself. */
  welcomeBack: boolean
  /** The confirmation and the wallet offer: rendered once, by the page. */
  dialogs: ReactNode
}

/**
 * The unlock with its confirmation, the wallet offer when credits run short, and the automatic
 * retry on coming back from the wallet (`?from_wallet=true`, after 1.5 s, once). The page holds
 * one and hands it to every button that unlocks, so the dialogs and the retry exist once.
 */
export function useUnlockFlow(view: PropertyView): UnlockFlow {
  const id = view.property.id
  const toast = useToast()
  const unlock = useUnlockProperty(id)
  const [confirming, setConfirming] = useState(false)
  const [short, setShort] = useState<(ShortOfCredits & { message: string }) | null>(null)
  const [params] = useSearchParams()
  const fromWallet = params.get(FROM_WALLET_PARAM) === 'true'
  const triedFromWallet = useRef(false)
  const [autoPending, setAutoPending] = useState(fromWallet && !view.pass)

  const run = () => {
    setConfirming(false)
    // An unlock the person starts also stands for the automatic one.
    triedFromWallet.current = true
    unlock.mutate(undefined, {
      onSuccess: ({ credits }) => toast.success(WALLET_TEXTS.unlocked(credits)),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'INSUFFICIENT_CREDITS') {
          const data = error.data as Partial<ShortOfCredits> | undefined
          setShort({
            message: error.message,
            credits: data?.credits ?? 0,
            unlock_cost: data?.unlock_cost ?? view.unlock_cost,
          })
        } else toast.error(errorMessage(error))
      },
    })
  }
  const autoUnlock = useEffectEvent(run)

  useEffect(() => {
    if (!fromWallet || view.pass || triedFromWallet.current) return
    // Marked inside the timer (by run): a remount (Strict Mode) before it fires must still try.
    const timer = window.setTimeout(() => {
      setAutoPending(false)
      if (!triedFromWallet.current) autoUnlock()
    }, FROM_WALLET_UNLOCK_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [fromWallet, view.pass])

  const dialogs = view.pass ? null : (
    <>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Unlock Property"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={run}>Yes, Unlock</Button>
          </>
        }
      >
        <p>{UNLOCK_TEXTS.confirm}</p>
        <p className="mt-2">
          It costs <strong className="text-ink">{plural(view.unlock_cost, 'credit')}</strong> (₹1 =
          1 credit).
        </p>
      </Dialog>
      <Dialog
        open={short !== null}
        onClose={() => setShort(null)}
        title="Not enough credits"
        footer={
          <>
            <Button variant="outline" onClick={() => setShort(null)}>
              Cancel
            </Button>
            <ButtonLink to={walletPath(id)}>Go to Wallet</ButtonLink>
          </>
        }
      >
        {short && (
          <>
            <p>{short.message}</p>
            <p className="mt-2">
              It costs {plural(short.unlock_cost, 'credit')} and your wallet has{' '}
              {formatCount(short.credits)}. Add credits, and you will come back here to unlock it.
            </p>
          </>
        )}
      </Dialog>
    </>
  )

  return {
    start: () => setConfirming(true),
    pending: unlock.isPending,
    welcomeBack: fromWallet && (autoPending || unlock.isPending),
    dialogs,
  }
}

/** The contact box's Unlock Property button; unlocked, an "Unlocked" badge. */
export function UnlockAction({ view, flow }: { view: PropertyView; flow: UnlockFlow }) {
  if (view.pass)
    return (
      <Badge tone="success" className="gap-1.5 px-3 py-1 text-sm">
        <LockIcon className="size-4" />
        Unlocked
      </Badge>
    )

  return (
    <>
      {flow.welcomeBack && (
        <p role="status" className="text-brand-700 mb-3 text-sm font-medium">
          Welcome back. Unlocking this property with your new credits…
        </p>
      )}
      <Button
        variant="accent"
        size="lg"
        className="w-full"
        disabled={flow.pending}
        onClick={flow.start}
      >
        <LockIcon className="size-5" />
        {flow.pending ? 'Unlocking…' : 'Unlock Property'}
      </Button>
    </>
  )
}
