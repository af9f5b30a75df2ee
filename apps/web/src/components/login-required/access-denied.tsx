import { ButtonLink } from '../ui/button'
import { PROPERTY_LIST_PATH } from '../../lib/paths'

/**
 * What an account sees instead of a page its type may not use (the wallet for other user types,
 * the admin console for anyone but administrators): why, and the way back to browsing.
 */
export function AccessDenied({ title, body }: { title: string; body: string }) {
  return (
    <div className="container-page py-10 sm:py-14">
      <div
        role="status"
        className="border-line bg-surface mx-auto max-w-2xl rounded-2xl border px-6 py-12 text-center"
      >
        <h2 className="text-2xl">{title}</h2>
        <p className="text-muted mt-2">{body}</p>
        <ButtonLink to={PROPERTY_LIST_PATH} className="mt-6">
          Browse properties
        </ButtonLink>
      </div>
    </div>
  )
}
