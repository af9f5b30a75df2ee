import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { TickIcon } from '../../../components/ui/tick-icon'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/form-errors'
import { PROPERTY_LIST_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useUnsubscribe } from '../api/unsubscribe'
import { SAVED_SEARCH_UI } from '../saved-search-texts'

/**
 * /alerts/unsubscribe?token= (the link in every alert; no login): turns that search's alert off
 * and says so with its name, or that the link is not valid. The call runs from the page, so a
 * mail scanner that only fetches the link's HTML turns nothing off.
 */
export function Component() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const result = useUnsubscribe(token)
  // A token the server refused (unknown: 404, malformed: 422) and no token at all read alike.
  const invalid =
    token === '' || (result.error instanceof ApiError && [404, 422].includes(result.error.status))

  return (
    <>
      <title>{`${SAVED_SEARCH_UI.unsubscribeTitle} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <PageBanner title={SAVED_SEARCH_UI.unsubscribeTitle} />
      <div className="container-page py-10 sm:py-14">
        <Card className="mx-auto max-w-xl p-6 sm:p-8">
          {invalid ? (
            <Alert>{SEARCH_TEXTS.unsubscribeInvalid}</Alert>
          ) : result.isPending ? (
            <p role="status" className="text-muted">
              {SAVED_SEARCH_UI.unsubscribing}
            </p>
          ) : result.data ? (
            <div role="status">
              <span className="grid size-12 place-items-center rounded-full bg-emerald-100 text-emerald-700">
                <TickIcon className="size-6" />
              </span>
              <h2 className="mt-4 text-2xl">{SEARCH_TEXTS.unsubscribed}</h2>
              <p className="text-muted mt-2">{SAVED_SEARCH_UI.unsubscribedLead}</p>
              <p className="text-ink mt-1 font-semibold break-words">{result.data.name}</p>
              <p className="text-muted mt-1 text-sm">{SAVED_SEARCH_UI.unsubscribedHint}</p>
            </div>
          ) : (
            <Alert>{errorMessage(result.error)}</Alert>
          )}
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
