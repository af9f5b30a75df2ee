import { SEARCH_MAX_LENGTH } from '@app/contract/limits'
import {
  PROPERTY_TYPE_LABEL,
  PROPERTY_TYPES,
  PURCHASE_TYPE_LABEL,
  PURCHASE_TYPES,
} from '@app/contract/listing-texts'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Field, Input, Select } from '../../../components/ui/field'
import { cn } from '../../../lib/cn'
import { BAR_KEYS, type MapFilters } from '../map-query'
import { MAP_UI } from '../map-texts'

const PURCHASE_OPTIONS = PURCHASE_TYPES.map((v) => ({ value: v, label: PURCHASE_TYPE_LABEL[v]! }))
const TYPE_OPTIONS = PROPERTY_TYPES.map((v) => ({ value: v, label: PROPERTY_TYPE_LABEL[v]! }))

/**
 * The map's compact filters: keyword, purchase type, type and verified only. Applying writes
 * them into the URL (the other filters a link brought along stay). On phones the bar folds
 * behind a Filters button.
 */
export function MapFilterBar({
  filters,
  onApply,
  onClear,
}: {
  filters: MapFilters
  onApply: (filters: MapFilters) => void
  onClear: () => void
}) {
  const [values, setValues] = useState(filters)
  const [open, setOpen] = useState(false)
  const formId = useId()
  const set = (key: (typeof BAR_KEYS)[number], value: string) =>
    setValues((v) => ({ ...v, [key]: value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(values)
    setOpen(false)
  }
  const others = Object.keys(filters).filter(
    (k) => !(BAR_KEYS as readonly string[]).includes(k),
  ).length

  return (
    <div>
      <Button
        variant="outline"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
      >
        {MAP_UI.filters}
        {Object.keys(filters).length > 0 && ` (${Object.keys(filters).length})`}
      </Button>
      <form
        id={formId}
        role="search"
        aria-label="Filter the map"
        onSubmit={submit}
        className={cn(
          'mt-3 grid grid-cols-1 gap-3 sm:mt-0 sm:grid-cols-2 sm:items-end sm:gap-4',
          'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto]',
          !open && 'hidden sm:grid',
        )}
      >
        <Field label={MAP_UI.keyword} className="sm:col-span-2 lg:col-span-1">
          <Input
            type="search"
            value={values.q ?? ''}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={MAP_UI.keywordPlaceholder}
            onChange={(e) => set('q', e.target.value)}
          />
        </Field>
        <Field label="Purchase type">
          <Select
            value={values.purchase_type ?? ''}
            placeholder="All"
            options={PURCHASE_OPTIONS}
            onChange={(e) => set('purchase_type', e.target.value)}
          />
        </Field>
        <Field label="Type">
          <Select
            value={values.type ?? ''}
            placeholder="All"
            options={TYPE_OPTIONS}
            onChange={(e) => set('type', e.target.value)}
          />
        </Field>
        <Checkbox
          className="sm:pb-2.5"
          label={MAP_UI.verifiedOnly}
          checked={values.verified === 'true'}
          onChange={(e) => set('verified', e.target.checked ? 'true' : '')}
        />
        <div className="flex gap-2 sm:justify-end lg:justify-start">
          <Button type="submit" className="flex-1 sm:flex-none">
            {MAP_UI.apply}
          </Button>
          <Button variant="ghost" onClick={onClear}>
            {MAP_UI.clear}
          </Button>
        </div>
        {others > 0 && (
          <p className="text-muted text-xs sm:col-span-2 lg:col-span-5">
            {MAP_UI.moreFilters(others)}
          </p>
        )}
      </form>
    </div>
  )
}
