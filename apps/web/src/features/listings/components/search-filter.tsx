import { SEARCH_MAX_LENGTH } from '@app/contract/limits'
import { SPEC_LABEL, SPEC_UNIT, type SearchFilterKey } from '@app/contract/search-texts'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Field, Input } from '../../../components/ui/field'
import { cn } from '../../../lib/cn'
import {
  EMPTY_SEARCH,
  MORE_KEYS,
  moreCount,
  type SearchKey,
  type SearchValues,
} from '../filter-query'
import { validateSearch, type SearchErrors } from '../search-validation'
import { PlaceFields } from './property-filter'

interface NumberField {
  key: SearchFilterKey
  label: string
  /** Whole numbers only (the contract refuses decimals there). */
  whole?: boolean
}

const unit = (key: keyof typeof SPEC_UNIT) => ` (${SPEC_UNIT[key]})`

/** The "More filters": ranges first (each minimum beside its maximum), then the minimum specs. */
const NUMBER_FIELDS: NumberField[] = [
  { key: 'min_price', label: 'Min price (₹)', whole: true },
  { key: 'max_price', label: 'Max price (₹)', whole: true },
  { key: 'min_area', label: 'Min area (sq.ft)' },
  { key: 'max_area', label: 'Max area (sq.ft)' },
  { key: 'min_height', label: `Min ${SPEC_LABEL.height.toLowerCase()}${unit('height')}` },
  { key: 'min_docks', label: `Min ${SPEC_LABEL.docks.toLowerCase()}`, whole: true },
  {
    key: 'min_floor_load',
    label: `Min ${SPEC_LABEL.floor_load.toLowerCase()}${unit('floor_load')}`,
  },
  {
    key: 'min_power_kva',
    label: `Min ${SPEC_LABEL.power_kva.toLowerCase()}${unit('power_kva')}`,
    whole: true,
  },
]

/** A changed minimum or maximum also clears its partner's "maximum below minimum" message. */
const PARTNER: Partial<Record<SearchKey, SearchKey>> = {
  min_price: 'max_price',
  min_area: 'max_area',
}

export type SearchFilterLayout = 'wide' | 'stack'

interface SearchFilterProps {
  /** The URL's search; remount with a new key to replace it. */
  initial?: SearchValues
  onSubmit: (values: SearchValues) => void
  onReset: () => void
  /**
   * `wide`: the spec's five in a row over the keyword and buttons, "More filters" folded
   * (/property); `stack`: everything in one column (the sidebar and the phone's sheet).
   */
  layout?: SearchFilterLayout
  className?: string
}

/**
 * The whole search of /property: the spec's five filters, the keyword, and issue 15's ranges,
 * minimum specifications and yes/no filters. Every field is optional; Filter checks them with
 * the contract's messages before the URL changes.
 */
export function SearchFilter({
  initial = EMPTY_SEARCH,
  onSubmit,
  onReset,
  layout = 'wide',
  className,
}: SearchFilterProps) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<SearchErrors>({})
  const [moreOpen, setMoreOpen] = useState(() => moreCount(initial) > 0)
  const moreId = useId()
  const wide = layout === 'wide'

  const change = (next: SearchValues) => {
    const changed = (Object.keys(next) as SearchKey[]).filter((k) => next[k] !== values[k])
    setValues(next)
    if (changed.some((k) => errors[k] || (PARTNER[k] && errors[PARTNER[k]]))) {
      const rest = { ...errors }
      for (const k of changed) {
        delete rest[k]
        if (PARTNER[k]) delete rest[PARTNER[k]]
      }
      setErrors(rest)
    }
  }
  const set = (key: SearchKey, value: string) => change({ ...values, [key]: value })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = validateSearch(values)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(values)
    else if (MORE_KEYS.some((k) => found[k])) setMoreOpen(true)
  }

  const keyword = (
    <Field label="Keyword" error={errors.q} className={wide ? 'min-w-0 flex-1' : 'col-span-2'}>
      <Input
        type="search"
        name="q"
        value={values.q}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Name, description or town"
        onChange={(e) => set('q', e.target.value)}
      />
    </Field>
  )

  const more = (
    <div
      id={moreId}
      className={cn(
        'grid grid-cols-2 gap-x-4 gap-y-4',
        wide && 'border-line mt-5 border-t pt-5 sm:grid-cols-4',
        !wide && 'col-span-2',
      )}
    >
      {NUMBER_FIELDS.map(({ key, label, whole }) => (
        <Field key={key} label={label} error={errors[key]}>
          <Input
            type="number"
            name={key}
            min={0}
            step={whole ? 1 : 'any'}
            inputMode={whole ? 'numeric' : 'decimal'}
            placeholder="Any"
            value={values[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        </Field>
      ))}
      <div className={cn('col-span-2 flex flex-wrap gap-x-8 gap-y-3', wide && 'sm:col-span-4')}>
        <Checkbox
          name="fire_noc"
          label={`${SPEC_LABEL.fire_noc} only`}
          checked={values.fire_noc === 'true'}
          onChange={(e) => set('fire_noc', e.target.checked ? 'true' : '')}
        />
        <Checkbox
          name="verified"
          label="Verified only"
          checked={values.verified === 'true'}
          onChange={(e) => set('verified', e.target.checked ? 'true' : '')}
        />
      </div>
    </div>
  )

  const buttons = (
    <div className={cn('flex items-end gap-3', !wide && 'col-span-2')}>
      <Button type="submit" variant="accent" className="flex-1 sm:min-w-28">
        Filter
      </Button>
      <Button type="button" variant="outline" className="flex-1 sm:min-w-28" onClick={onReset}>
        Reset
      </Button>
    </div>
  )

  if (!wide)
    return (
      <form
        role="search"
        aria-label="Filter properties"
        noValidate
        onSubmit={submit}
        className={cn('grid grid-cols-2 gap-4', className)}
      >
        {keyword}
        <PlaceFields values={values} onChange={change} placeClassName="col-span-2" />
        <h3 className="text-ink col-span-2 mt-2 text-base">Specifications and price</h3>
        {more}
        {/* Stays in reach while the long form scrolls (the sidebar, the phone's sheet). */}
        <div className="border-line sticky bottom-0 col-span-2 -mx-1 border-t bg-white px-1 pt-4 pb-1">
          {buttons}
        </div>
      </form>
    )

  const count = moreCount(values)
  return (
    <form
      role="search"
      aria-label="Filter properties"
      noValidate
      onSubmit={submit}
      className={className}
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <PlaceFields values={values} onChange={change} />
      </div>
      <div className="mt-4 flex flex-col gap-3 md:flex-row md:items-end md:gap-4">
        {keyword}
        <div className="flex flex-wrap items-end gap-3">
          <Button
            type="button"
            variant="ghost"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((open) => !open)}
            className="px-3"
          >
            <Chevron open={moreOpen} />
            More filters
            {count > 0 && (
              <span className="bg-brand-700 grid size-5 place-items-center rounded-full text-xs text-white">
                {count}
              </span>
            )}
          </Button>
          <div className="flex flex-1 gap-3">{buttons}</div>
        </div>
      </div>
      <div hidden={!moreOpen}>{more}</div>
    </form>
  )
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={cn('size-4 transition-transform', open && 'rotate-180')}
    >
      <path
        d="M5 7.5l5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
