import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@app/contract/limits'
import {
  SavedSearchBodySchema,
  SEARCH_TEXTS,
  type AlertMode,
  type SavedFilters,
} from '@app/contract/search'
import { useId, useState, type FormEvent } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Input } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/form-errors'
import { useSaveSearch } from '../api/save-search'
import { defaultSearchName, describeFilters } from '../filters-text'
import { SAVED_SEARCH_UI } from '../saved-search-texts'
import { AlertChoice } from './alert-choice'
import { usePlaceName } from './use-place-name'

/**
 * The name (prefilled from the filters, e.g. 'Warehouses for rent in Bhiwandi, 10,000+ sq.ft') and the alert of
 * a new saved search; checked with the API's own schema, then saved with a toast.
 */
export function SaveSearchDialog({
  open,
  onClose,
  filters,
}: {
  open: boolean
  onClose: () => void
  filters: SavedFilters
}) {
  const formId = useId()
  const toast = useToast()
  const save = useSaveSearch()
  const place = usePlaceName(filters)
  const suggested = defaultSearchName(filters, place)
  // The suggestion follows the filters (and the place's name, once loaded) until the person types.
  const [typed, setTyped] = useState<string | null>(null)
  const name = typed ?? suggested
  const [alert, setAlert] = useState<AlertMode>('instant')
  const [nameError, setNameError] = useState<string>()
  const [problem, setProblem] = useState<string | null>(null)

  const close = () => {
    setTyped(null)
    setNameError(undefined)
    setProblem(null)
    save.reset()
    onClose()
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setProblem(null)
    const parsed = SavedSearchBodySchema.safeParse({ name, filters, alert })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      if (issue?.path[0] === 'name') setNameError(issue.message)
      else setProblem(issue?.message ?? SEARCH_TEXTS.savedSearchNameRequired)
      return
    }
    setNameError(undefined)
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(SEARCH_TEXTS.savedSearchSaved)
        close()
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.errors.name?.[0] : undefined
        if (field) setNameError(field)
        else setProblem(errorMessage(error))
      },
    })
  }

  const summary = describeFilters(filters, place)
  return (
    <Dialog
      open={open}
      onClose={close}
      title={SAVED_SEARCH_UI.dialogTitle}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {SAVED_SEARCH_UI.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? SAVED_SEARCH_UI.saving : SAVED_SEARCH_UI.save}
          </Button>
        </>
      }
    >
      <p className="text-sm">{SAVED_SEARCH_UI.dialogLead}</p>
      <p className="text-ink mt-2 text-sm font-medium">
        {summary.length ? summary.join(' · ') : SAVED_SEARCH_UI.noFilters}
      </p>
      <form id={formId} onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <Field label={SAVED_SEARCH_UI.nameLabel} error={nameError} required>
          <Input
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
          />
        </Field>
        <AlertChoice value={alert} onChange={setAlert} />
        {problem && <Alert>{problem}</Alert>}
      </form>
    </Dialog>
  )
}
