import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { NOTICE_LONG_MS } from '@app/contract/constants'
import { Button } from '../ui/button'
import { TimedNotice } from '../ui/timed-notice'
import { useGoToLogin } from './go-to-login'

/**
 * The warning a visitor gets on clicking something that needs login, such as a property
 * card (spec 000 section 4). It closes by itself after 5 s (progress bar) and leaves the
 * visitor where they are. The 'confirm' variant adds Login and Cancel: Login remembers the
 * current page and goes to /login at once; Cancel, Esc or the timer just close it.
 * Pages normally reach it through useRequireLoginClick (login-warning-provider.tsx).
 */
export function LoginWarningDialog({
  open,
  onClose,
  variant = 'confirm',
  message = AUTH_MESSAGES.pleaseLogin,
}: {
  open: boolean
  onClose: () => void
  variant?: 'notice' | 'confirm'
  message?: string
}) {
  const goToLogin = useGoToLogin()
  return (
    <TimedNotice
      open={open}
      tone="warning"
      title={AUTH_MESSAGES.loginRequired}
      message={message}
      durationMs={NOTICE_LONG_MS}
      onDone={onClose}
      actions={
        variant === 'confirm' && (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onClose()
                void goToLogin()
              }}
            >
              Login
            </Button>
          </>
        )
      }
    />
  )
}
