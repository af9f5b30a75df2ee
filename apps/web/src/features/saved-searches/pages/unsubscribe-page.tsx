import { CheckIcon } from 'lucide-react'
import { ALERT_MODE_LABEL, SEARCH_TEXTS } from '@app/contract/search-texts'
import { useId, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/form-errors'
import { PROPERTY_LIST_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useTurnOffAlerts, useUnsubscribeInfo } from '../api/unsubscribe'
import { SAVED_SEARCH_UI } from '../saved-search-texts'

/**
 * /alerts/unsubscribe?token= (the link in every alert; no login): names the search the link is
 * for, and turns its alert off only when the person presses the button. Opening the link changes
 * nothing, since mail scanners fetch links before anyone reads the message (decision 036).
 */
export function Component() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const info = useUnsubscribeInfo(token)
  const turnOff = useTurnOffAlerts(token)
  // A token the server refused (unknown: 404, malformed: 422) and no token at all read alike.
  const invalid =
    token === '' || (info.error instanceof ApiError && [404, 422].includes(info.error.status))

  let body: ReactNode
  if (invalid) body = <Alert>{SEARCH_TEXTS.unsubscribeInvalid}</Alert>
  else if (info.isPending)
    body = (
      <p role="status" className="text-muted">
        {SAVED_SEARCH_UI.checkingLink}
      </p>
    )
  else if (!info.data) body = <Alert>{errorMessage(info.error)}</Alert>
  else if (turnOff.isSuccess) body = <TurnedOff name={info.data.name} />
  else if (info.data.alert === 'off')
    body = (
      <div role="status">
        <h2 className="text-2xl">{SAVED_SEARCH_UI.alreadyOff}</h2>
        <p className="text-ink mt-2 font-semibold break-words">{info.data.name}</p>
        <p className="text-muted mt-1 text-sm">{SAVED_SEARCH_UI.unsubscribedHint}</p>
      </div>
    )
  else
    body = (
      <Confirm
        name={info.data.name}
        alert={ALERT_MODE_LABEL[info.data.alert]}
        pending={turnOff.isPending}
        error={turnOff.error}
        onTurnOff={() => turnOff.mutate()}
      />
    )

  return (
    <>
      <title>{`${SAVED_SEARCH_UI.unsubscribeTitle} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <PageBanner title={SAVED_SEARCH_UI.unsubscribeTitle} />
      <div className="container-page py-10 sm:py-14">
        <Card className="mx-auto max-w-xl p-6 sm:p-8">
          {body}
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/account" variant="outline">
              {SAVED_SEARCH_UI.toAccount}
            </ButtonLink>
            <ButtonLink to={PROPERTY_LIST_PATH} variant="ghost">
              {SAVED_SEARCH_UI.toListings}
            </ButtonLink>
          </div>
        </Card>
      </div>
    </>
  )
}

/** What the button turns off, and the button; a failure shows above it, the button stays. */
function Confirm(props: {
  name: string
  alert: string
  pending: boolean
  error: Error | null
  onTurnOff: () => void
}) {
  const id = useId()
  return (
    <div>
      <h2 className="text-2xl">{SAVED_SEARCH_UI.confirmTitle}</h2>
      <p className="text-muted mt-2">{SAVED_SEARCH_UI.confirmLead}</p>
      <p id={`${id}-name`} className="text-ink mt-1 font-semibold break-words">
        {props.name}
      </p>
      <p className="text-muted mt-1 text-sm">{SAVED_SEARCH_UI.currentAlert(props.alert)}</p>
      {props.error && <Alert className="mt-4">{errorMessage(props.error)}</Alert>}
      <Button
        className="mt-5"
        aria-describedby={`${id}-name`}
        disabled={props.pending}
        onClick={props.onTurnOff}
      >
        {props.pending ? SAVED_SEARCH_UI.unsubscribing : SAVED_SEARCH_UI.turnOff}
      </Button>
    </div>
  )
}

function TurnedOff({ name }: { name: string }) {
  return (
    <div role="status">
      <span className="grid size-12 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckIcon className="size-6" />
      </span>
      <h2 className="mt-4 text-2xl">{SEARCH_TEXTS.unsubscribed}</h2>
      <p className="text-muted mt-2">{SAVED_SEARCH_UI.unsubscribedLead}</p>
      <p className="text-ink mt-1 font-semibold break-words">{name}</p>
      <p className="text-muted mt-1 text-sm">{SAVED_SEARCH_UI.unsubscribedHint}</p>
    </div>
  )
}
