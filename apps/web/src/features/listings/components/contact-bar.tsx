import type { PropertyView } from '@app/contract/listing'
import { CONTACT_BAR_TEXTS as T } from '@app/contract/listing-texts'
import type { ReactNode } from 'react'
import { useGoToLogin } from '../../../components/login-required/go-to-login'
import { DockedBar } from '../../../components/ui/bottom-dock'
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button'
import { formatCount } from '../../../lib/format'
import { formatPrice, purchaseTypeBadge, recurringSuffix } from '../../../lib/listing-format'
import { MY_PROPERTIES_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { internationalDigits, telLink, whatsAppLink } from '../contact-links'
import { ChatIcon, LockIcon, PhoneIcon } from './listing-icons'
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

/** The first price: its figure, and "Rent / Monthly" under it. */
function BarPrice({ view }: { view: PropertyView }) {
  const price = view.prices[0]
  return (
    <p className="min-w-0 flex-1 leading-tight">
      <span className="text-brand-700 block truncate text-lg font-bold">
        {formatPrice(price?.price)}
      </span>
      {price && (
        <span className="text-muted block truncate text-xs font-medium">
          {[purchaseTypeBadge(price.purchase_type), recurringSuffix(price)]
            .filter(Boolean)
            .join(' ')}
        </span>
      )}
    </p>
  )
}

const LINK = 'shrink-0 px-3.5'

/** Call and WhatsApp, once unlocked; a plain note when the owner gave no number. */
function ReachOwner({ view, name }: { view: PropertyView; name: string }) {
  const digits = internationalDigits(view.property.address?.phone_number)
  if (!digits) return <p className="text-muted max-w-[45%] text-right text-xs">{T.noPhone}</p>
  return (
    <div className="flex shrink-0 gap-2">
      <a href={telLink(digits)} className={buttonClass('primary', 'md', LINK)}>
        <PhoneIcon className="size-4.5" />
        {T.call}
      </a>
      <a
        href={whatsAppLink(digits, { id: view.property.id, name }, site.name)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', 'md', `${LINK} bg-emerald-700 hover:bg-emerald-800`)}
      >
        <ChatIcon className="size-4.5" />
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
        <ButtonLink to={MY_PROPERTIES_PATH} variant="outline" className="shrink-0">
          {T.manage}
        </ButtonLink>
      ) : view.pass ? (
        <ReachOwner view={view} name={name} />
      ) : (
        <Button
          variant="accent"
          className="shrink-0 px-4"
          disabled={flow.pending}
          onClick={flow.start}
        >
          <LockIcon className="size-4.5" />
          {flow.pending ? T.unlocking : T.unlock(formatCount(view.unlock_cost))}
        </Button>
      )}
    </Bar>
  )
}
