import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { NOTICE_LONG_MS } from '@app/contract/constants'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'
import { TimedNotice } from '../ui/timed-notice'
import { useAuth } from '../../lib/auth-storage'
import { useGoToLogin } from './go-to-login'

/**
 * For pages that need login (spec 000 section 6): without a token the page shows the
 * 'Login Required' popup for 5 s, then goes to /login; login brings the visitor back here.
 * The page's content (and its API calls) only mounts for a logged-in user.
 */
export function RequireLogin({
  message = AUTH_MESSAGES.pleaseLogin,
  children,
}: {
  /** What the popup says; varies per page. */
  message?: string
  children: ReactNode
}) {
  const { isLoggedIn } = useAuth()
  const goToLogin = useGoToLogin()
  if (isLoggedIn) return children

  // Replace: Back from the login page should not land here again.
  const leave = () => void goToLogin({ replace: true })
  return (
    <>
      <div className="container-page py-16 text-center">
        <p className="text-muted">{message}</p>
      </div>
      <TimedNotice
        open
        tone="warning"
        title={AUTH_MESSAGES.loginRequired}
        message={message}
        durationMs={NOTICE_LONG_MS}
        onDone={leave}
        actions={<Button onClick={leave}>Login</Button>}
      />
    </>
  )
}
