import { useDevOutbox } from '../api/get-dev-outbox'

/**
 * On a development server the OTP lands in the outbox: say where, only when it answers (it
 * does outside production, and only to this machine). The /dev/outbox page exists in
 * development builds; a production build (`npm start`) points at the server log instead.
 */
export function OutboxHint() {
  const outbox = useDevOutbox()
  if (!outbox.isSuccess) return null
  return (
    <p className="bg-surface text-muted rounded-lg px-4 py-3 text-sm">
      Running locally?{' '}
      {import.meta.env.DEV ? (
        <>
          Read the code at{' '}
          <a
            href="/dev/outbox"
            target="_blank"
            rel="noopener"
            className="text-brand-700 font-semibold underline underline-offset-2"
          >
            /dev/outbox
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      ) : (
        'The code is in the server’s log.'
      )}
    </p>
  )
}
