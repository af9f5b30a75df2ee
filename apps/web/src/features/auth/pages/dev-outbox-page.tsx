import type { OutboxMessage } from '@app/contract/auth'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatDateTime } from '../../../lib/format'
import { errorMessage } from '../../../lib/form-errors'
import { site } from '../../../lib/site'
import { useDevOutbox } from '../api/get-dev-outbox'

const CODE = /\b\d{6}\b/

function MessageCard({ message }: { message: OutboxMessage }) {
  const code = CODE.exec(message.body)?.[0]
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Badge tone={message.channel === 'sms' ? 'accent' : 'brand'}>
          {message.channel === 'sms' ? 'SMS' : 'E-mail'}
        </Badge>
        <span className="text-ink min-w-0 font-semibold break-all">{message.recipient}</span>
        <time dateTime={message.created_at} className="text-muted text-sm sm:ml-auto">
          {formatDateTime(message.created_at)}
        </time>
      </div>
      <h2 className="mt-3 text-lg">{message.subject}</h2>
      {code && (
        <p className="mt-2">
          <span className="text-muted text-sm">Code </span>
          <span className="text-brand-800 bg-accent-100 rounded px-2 py-0.5 font-mono text-xl font-bold tracking-widest">
            {code}
          </span>
        </p>
      )}
      <pre className="text-muted bg-surface mt-3 overflow-x-auto rounded-lg p-3 font-sans text-sm whitespace-pre-wrap">
        {message.body}
      </pre>
    </Card>
  )
}

/**
 * /dev/outbox: the messages (OTP codes) the development delivery driver kept instead of
 * sending, newest first, refreshed every 3 s. The API answers 404 in production.
 */
export function Component() {
  const outbox = useDevOutbox({ live: true })
  // Busy only for a refresh the person asked for; the 3 s polls stay quiet.
  const [refreshing, setRefreshing] = useState(false)
  const refresh = () => {
    setRefreshing(true)
    void outbox.refetch().finally(() => setRefreshing(false))
  }
  const devOnly = outbox.error instanceof ApiError && outbox.error.status === 404

  return (
    <>
      <title>{`Dev outbox | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <PageBanner
        title="Dev outbox"
        lead="Messages the app would have sent, such as OTP codes. New ones appear within 3 seconds."
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted text-sm">
            {outbox.isSuccess &&
              `${outbox.data.length} message${outbox.data.length === 1 ? '' : 's'} · updated ${formatDateTime(new Date(outbox.dataUpdatedAt))}`}
          </p>
          <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing}>
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
        {outbox.isPending && (
          <div className="space-y-4">
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
          </div>
        )}
        {devOnly && <Alert tone="info">The outbox is available in development only.</Alert>}
        {outbox.isError && !devOnly && <Alert>{errorMessage(outbox.error)}</Alert>}
        {outbox.isSuccess && outbox.data.length === 0 && (
          <Card className="text-muted p-8 text-center">
            No messages yet. Request an OTP on the registration page and it shows up here.
          </Card>
        )}
        {outbox.isSuccess && outbox.data.length > 0 && (
          <ol className="space-y-4" aria-label="Messages, newest first">
            {outbox.data.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  )
}
