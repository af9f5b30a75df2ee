import { LockIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react'
import type { PropertyView } from '@app/contract/listing'
import { CONTACT_BAR_TEXTS as T } from '@app/contract/listing-texts'
import type { ReactNode } from 'react'
import { useGoToLogin } from '../../../components/login-required/go-to-login'
import { DockedBar } from '../../../components/ui/bottom-dock'
import { Button, ButtonLink } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { formatCount } from '@app/contract/numbers'
import { formatPrice, purchaseTypeBadge, recurringSuffix } from '../../../lib/listing-format'
import { MY_PROPERTIES_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { internationalDigits, telLink, whatsAppLink } from '../contact-links'
import type { UnlockFlow } from './unlock-action'

/**
 * The bar docked at the bottom of a listing on phones (below the two-column layout, `lg`): the
 * price and the one next step for whoever is looking. On desktop the contact box beside the
 * content does the same, so the bar is not drawn there (and the dock reserves no height).
 */
function Bar({ children }: { children: ReactNode }) {
  return (
    <DockedBar>
      <section
        aria-label={T.label}
        className="border-line border-t bg-white/95 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
      >
        <div className="container-page flex items-center gap-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))]">
          {children}
        </div>
      </section>
    </DockedBar>
  )
}

/** A visitor: the page asks them to log in, and so does the bar (the same way back here). */
export function VisitorContactBar() {
  const goToLogin = useGoToLogin()
  return (
    <Bar>
      <p className="text-ink min-w-0 flex-1 text-sm font-medium">{T.visitor}</p>
      <Button className="shrink-0" onClick={() => void goToLogin({ replace: true })}>
        {T.login}
      </Button>
    </Bar>
  )
}

/** The first price: its figure, and "Rent / Monthly" under it. Never cut: the actions yield. */
function BarPrice({ view }: { view: PropertyView }) {
  const price = view.prices[0]
  return (
    <p className="shrink-0 leading-tight">
      <span className="text-brand-700 block text-lg font-bold">{formatPrice(price?.price)}</span>
      {price && (
        <span className="text-muted block text-xs font-medium">
          {[purchaseTypeBadge(price.purchase_type), recurringSuffix(price)]
            .filter(Boolean)
            .join(' ')}
        </span>
      )}
    </p>
  )
}

/**
 * The bar's actions share the room beside the price (the kit's button sizes pad too much for
 * two of them and a price at 360 px): 44 px tall, growing from their own width.
 */
const ACTION =
  'inline-flex h-11 min-w-0 flex-auto items-center justify-center gap-1.5 overflow-hidden rounded-lg px-3 font-semibold whitespace-nowrap shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60'
const ACTIONS = 'flex min-w-0 flex-1 justify-end gap-2'

/** Call and WhatsApp, once unlocked; a plain note when the owner gave no number. */
function ReachOwner({ view, name }: { view: PropertyView; name: string }) {
  const digits = internationalDigits(view.property.address?.phone_number)
  if (!digits) return <p className="text-muted min-w-0 flex-1 text-right text-xs">{T.noPhone}</p>
  return (
    <div className={ACTIONS}>
      <a
        href={telLink(digits)}
        className={cn(ACTION, 'bg-brand-700 hover:bg-brand-800 text-white')}
      >
        <PhoneIcon className="size-4.5 shrink-0" />
        {T.call}
      </a>
      <a
        href={whatsAppLink(digits, { id: view.property.id, name }, site.name)}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(ACTION, 'bg-emerald-700 text-white hover:bg-emerald-800')}
      >
        <MessageCircleIcon className="size-4.5 shrink-0" />
        {T.whatsapp}
      </a>
    </div>
  )
}

/**
 * A logged-in viewer's bar: the price, then Unlock for N credits (the page's own unlock flow);
 * once unlocked Call and WhatsApp; on the owner's own listing a way to manage it. Nothing for a
 * user type that may only browse: it has no next step to offer.
 */
export function ContactBar({
  view,
  name,
  flow,
  canUnlock,
  mine,
}: {
  view: PropertyView
  name: string
  flow: UnlockFlow
  canUnlock: boolean
  mine: boolean
}) {
  if (!view.pass && !canUnlock) return null
  return (
    <Bar>
      <BarPrice view={view} />
      {mine ? (
        <div className={ACTIONS}>
          <ButtonLink to={MY_PROPERTIES_PATH} variant="outline">
            {T.manage}
          </ButtonLink>
        </div>
      ) : view.pass ? (
        <ReachOwner view={view} name={name} />
      ) : (
        <div className={ACTIONS}>
          <button
            type="button"
            className={cn(ACTION, 'bg-accent-500 text-brand-900 hover:bg-accent-400')}
            disabled={flow.pending}
            onClick={flow.start}
          >
            {/* The words alone at 360 px: room for a four-digit cost beside the price. */}
            <LockIcon className="size-4.5 shrink-0 max-[400px]:hidden" />
            {flow.pending ? T.unlocking : T.unlock(formatCount(view.unlock_cost))}
          </button>
        </div>
      )}
    </Bar>
  )
}
