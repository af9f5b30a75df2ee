import {
  ALERT_MODE_LABEL,
  ALERT_MODES,
  savedFiltersQuery,
  type AlertMode,
  type SavedSearch,
} from '@app/contract/search'
import { useState } from 'react'
import { Link } from 'react-router'
import { RetryAlert } from '../../../components/ui/alert'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Select } from '../../../components/ui/field'
import { Skeleton } from '../../../components/ui/skeleton'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/form-errors'
import { formatDate } from '../../../lib/format'
import { PROPERTY_LIST_PATH } from '../../../lib/paths'
import { useDeleteSavedSearch } from '../api/delete-saved-search'
import { useSavedSearches } from '../api/get-saved-searches'
import { useSetAlert } from '../api/set-alert'
import { describeFilters } from '../filters-text'
import { SAVED_SEARCH_UI } from '../saved-search-texts'
import { usePlaceName } from './use-place-name'

const ALERT_OPTIONS = ALERT_MODES.map((mode) => ({ value: mode, label: ALERT_MODE_LABEL[mode] }))

/** The listing page with a saved search's filters and sort. */
export const savedSearchPath = (search: Pick<SavedSearch, 'filters'>) => {
  const query = savedFiltersQuery(search.filters)
  return query ? `${PROPERTY_LIST_PATH}?${query}` : PROPERTY_LIST_PATH
}

/**
 * The user's saved searches (for /account): each with its filters in words, how many listings
 * it has alerted, its alert (changed in place), Open on the listing page, and Delete.
 */
export function SavedSearchesPanel() {
  const searches = useSavedSearches()
  return (
    <Card className="p-5 sm:p-6">
      <section aria-label={SAVED_SEARCH_UI.panelTitle}>
        <h2 className="text-xl">{SAVED_SEARCH_UI.panelTitle}</h2>
        <div className="mt-4">
          {searches.isPending ? (
            <Skeleton className="h-24 rounded-xl" />
          ) : !searches.data ? (
            <RetryAlert
              message={errorMessage(searches.error, SAVED_SEARCH_UI.fetchFailed)}
              onRetry={() => void searches.refetch()}
            />
          ) : searches.data.length === 0 ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-muted text-sm">{SAVED_SEARCH_UI.panelEmpty}</p>
              <ButtonLink to={PROPERTY_LIST_PATH} variant="outline" size="sm">
                {SAVED_SEARCH_UI.browse}
              </ButtonLink>
            </div>
          ) : (
            <ul className="divide-line divide-y" aria-label={SAVED_SEARCH_UI.panelTitle}>
              {searches.data.map((search) => (
                <SavedSearchRow key={search.id} search={search} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </Card>
  )
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const toast = useToast()
  const place = usePlaceName(search.filters)
  const setAlert = useSetAlert()
  const remove = useDeleteSavedSearch()
  const [asking, setAsking] = useState(false)
  const summary = describeFilters(search.filters, place)
  const path = savedSearchPath(search)

  const changeAlert = (alert: AlertMode) =>
    setAlert.mutate(
      { id: search.id, alert },
      {
        onSuccess: () => toast.success(SAVED_SEARCH_UI.alertChanged),
        onError: (error) => toast.error(errorMessage(error)),
      },
    )

  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-6">
      <div className="min-w-0">
        <Link
          to={path}
          className="text-brand-700 block truncate font-semibold underline-offset-4 hover:underline"
        >
          {search.name}
        </Link>
        <p className="text-ink mt-0.5 text-sm">
          {summary.length ? summary.join(' · ') : SAVED_SEARCH_UI.noFilters}
        </p>
        <p className="text-muted mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span>Saved {formatDate(search.created_at)}</span>
          <span aria-hidden="true">·</span>
          <span>{SAVED_SEARCH_UI.alerted(search.alerted)}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`alert-${search.id}`}>
          {`${SAVED_SEARCH_UI.alertLabel}: ${search.name}`}
        </label>
        <div className="w-28">
          <Select
            id={`alert-${search.id}`}
            options={ALERT_OPTIONS}
            value={search.alert}
            disabled={setAlert.isPending}
            onChange={(e) => changeAlert(e.target.value as AlertMode)}
            className="h-9 text-sm"
          />
        </div>
        <ButtonLink
          to={path}
          variant="outline"
          size="sm"
          aria-label={`${SAVED_SEARCH_UI.open}: ${search.name}`}
        >
          {SAVED_SEARCH_UI.open}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          aria-label={`${SAVED_SEARCH_UI.delete}: ${search.name}`}
          onClick={() => setAsking(true)}
        >
          {SAVED_SEARCH_UI.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={SAVED_SEARCH_UI.deleteTitle}
        confirmLabel={SAVED_SEARCH_UI.delete}
        pendingLabel={SAVED_SEARCH_UI.deleting}
        variant="danger"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () => toast.success(SAVED_SEARCH_UI.deleted),
          })
        }
        onCancel={() => {
          remove.reset()
          setAsking(false)
        }}
      >
        <p>
          <strong className="text-ink">{search.name}</strong>. {SAVED_SEARCH_UI.deleteBody}
        </p>
      </ConfirmDialog>
    </li>
  )
}
