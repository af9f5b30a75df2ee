import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { NOTICE_LONG_MS } from '@app/contract/constants'
import { useEffect, useState } from 'react'
import { Button } from '../ui/button'
import { TimedNotice } from '../ui/timed-notice'
import { useGoToLogin } from './go-to-login'

const LEAVE_SECONDS = NOTICE_LONG_MS / 1000

/** 'Taking you to the login page in 4 s…', counting down to `at` (a Date.now() time). */
function LoginCountdown({ at }: { at: number }) {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const seconds = Math.max(0, Math.ceil((at - now) / 1000))
  return (
    <>
      {/* Said once; the ticking number is for the eyes only. */}
      <span className="sr-only">Taking you to the login page in {LEAVE_SECONDS} seconds.</span>
      <span aria-hidden="true" data-testid="login-countdown">
        Taking you to the login page in {seconds} s…
      </span>
    </>
  )
}

/**
 * The warning a visitor gets on clicking something that needs login, such as a property
 * card (spec 000 section 4). It closes by itself after 5 s (progress bar) and leaves the
 * visitor where they are. The 'confirm' variant adds Login and Cancel: Login remembers the
 * current page and goes to /login after 5 s, counting down with the bar started again;
 * Cancel, Esc or the first timer just close it.
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
  /** When Login was confirmed: the time the move to /login happens; null before. */
  const [leaveAt, setLeaveAt] = useState<number | null>(null)
  const leaving = leaveAt !== null

  const close = () => {
    setLeaveAt(null)
    onClose()
  }
  const leave = () => {
    close()
    void goToLogin()
  }

  return (
    <TimedNotice
      open={open}
      tone="warning"
      title={AUTH_MESSAGES.loginRequired}
      message={leaving ? <LoginCountdown at={leaveAt} /> : message}
      durationMs={NOTICE_LONG_MS}
      runId={leaving ? 'leaving' : 'warning'}
      onDone={leaving ? leave : close}
      onClose={close}
      actions={
        variant === 'confirm' && (
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            {/* aria-disabled, not disabled: the button keeps focus while the time runs. */}
            <Button
              aria-disabled={leaving || undefined}
              onClick={() => {
                if (!leaving) setLeaveAt(Date.now() + NOTICE_LONG_MS)
              }}
            >
              {leaving ? 'Going to login…' : 'Login'}
            </Button>
          </>
        )
      }
    />
  )
}
