import { ChevronDownIcon } from 'lucide-react'
import { SEARCH_MAX_LENGTH } from '@app/contract/limits'
import {
  SPEC_LABEL,
  SPEC_UNIT,
  type SearchFilterKey,
  type SpecKey,
} from '@app/contract/search-texts'
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Field, Input } from '../../../components/ui/field'
import { cn } from '../../../lib/cn'
import {
  EMPTY_SEARCH,
  hasNear,
  MORE_KEYS,
  moreCount,
  type SearchKey,
  type SearchValues,
} from '../filter-query'
import type { SearchErrors } from '../search-validation'
import { NearField } from './near-field'
import { PlaceFields } from './property-filter'

/** A range of the "More filters": its minimum and maximum side by side under one legend. */
interface RangeDef {
  legend: string
  min: SearchFilterKey
  max: SearchFilterKey
  /** What the inputs' names add: "Min price (₹)". */
  noun: string
  unit: string
  whole?: boolean
}

const RANGES: RangeDef[] = [
  {
    legend: 'Price (₹)',
    min: 'min_price',
    max: 'max_price',
    noun: 'price',
    unit: '₹',
    whole: true,
  },
  { legend: 'Area (sq.ft)', min: 'min_area', max: 'max_area', noun: 'area', unit: 'sq.ft' },
]

/** The minimum specifications, each with its unit inside the box. */
interface MinimumDef {
  key: SearchFilterKey
  spec: SpecKey
  whole?: boolean
}

const MINIMUMS: MinimumDef[] = [
  { key: 'min_height', spec: 'height' },
  { key: 'min_docks', spec: 'docks', whole: true },
  { key: 'min_floor_load', spec: 'floor_load' },
  { key: 'min_power_kva', spec: 'power_kva', whole: true },
]

/** "Min clear height (ft)": the input's accessible name, the unit included. */
const minimumName = ({ spec }: MinimumDef) =>
  `Min ${SPEC_LABEL[spec].toLowerCase()}${SPEC_UNIT[spec] ? ` (${SPEC_UNIT[spec]})` : ''}`

const numberProps = (whole?: boolean) =>
  ({
    type: 'number',
    min: 0,
    step: whole ? 1 : 'any',
    inputMode: whole ? 'numeric' : 'decimal',
  }) as const

/** A yes/no filter's label is 44 px tall: the box and its words are one tap target on phones. */
const TALL_LABEL =
  '[&_input]:mt-0 [&_label]:inline-block [&_label]:py-2.5 [&>div:first-child]:items-center'

/** A changed minimum or maximum also clears its partner's "maximum below minimum" message. */
const PARTNER: Partial<Record<SearchKey, SearchKey>> = {
  min_price: 'max_price',
  min_area: 'max_area',
}

interface SearchFilterProps {
  /** The URL's search; remount with a new key to replace it. */
  initial?: SearchValues
  onSubmit: (values: SearchValues) => void
  onReset: () => void
  /** The contract's checks (search-validation.ts, loaded with Zod by the page). */
  validate: (values: SearchValues) => SearchErrors
  className?: string
}

/**
 * The whole search of /property and /property-sidebar: the spec's five filters, the keyword,
 * Near a town or PIN code with its radius (issue 29), and issue 15's ranges, minimum specifications and yes/no filters (folded under "More filters"
 * until one is set). Every field is optional; Filter checks them with the contract's messages
 * before the URL changes.
 *
 * One form wherever it is shown (the phone's sheet, the sidebar, the bar over the list), laid
 * out by the width it is given (container queries), not the screen's: a select has a row of its
 * own until two fit side by side with their text whole ("All Status", not "All Statu"), from
 * 24 rem (each then at least 11.5 rem wide). From 52 rem the form is a bar: the five place
 * fields in one row, the buttons beside the keyword; from 68 rem the state, whose names are the
 * longest ("Andaman and Nicobar Islands"), gets the widest of them.
 */
export function SearchFilter({
  initial = EMPTY_SEARCH,
  onSubmit,
  onReset,
  validate,
  className,
}: SearchFilterProps) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<SearchErrors>({})
  const [moreOpen, setMoreOpen] = useState(() => moreCount(initial) > 0)
  const moreId = useId()

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
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(values)
    else if (MORE_KEYS.some((k) => found[k])) setMoreOpen(true)
  }

  const count = moreCount(values)
  // Read top to bottom: places, keyword, More filters and its fields, then the buttons (kept in
  // reach at the bottom while a narrow form scrolls). In a bar the buttons move up beside the
  // keyword; the order in the page stays the same.
  return (
    <div className={cn('@container', className)}>
      <form
        role="search"
        aria-label="Filter properties"
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 @[52rem]:grid @[52rem]:grid-cols-[minmax(0,1fr)_auto_auto] @[52rem]:items-end"
      >
        <div className="grid grid-cols-1 gap-4 @[24rem]:grid-cols-2 @[52rem]:col-span-3 @[52rem]:grid-cols-5 @[68rem]:grid-cols-[repeat(2,minmax(0,4fr))_minmax(0,6fr)_repeat(2,minmax(0,5fr))]">
          <PlaceFields values={values} onChange={change} />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4 @[36rem]:grid-cols-2 @[52rem]:col-start-1 @[52rem]:row-start-2">
          <Field label="Keyword" error={errors.q} className="min-w-0">
            <Input
              type="search"
              name="q"
              value={values.q}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder="Name, description or town"
              onChange={(e) => set('q', e.target.value)}
            />
          </Field>
          <NearField
            place={{ near_pin: values.near_pin, near_city_id: values.near_city_id }}
            radius={values.radius_km}
            nearError={errors.near_pin ?? errors.near_city_id}
            radiusError={errors.radius_km}
            onPlace={(place) =>
              change({ ...values, ...place, radius_km: hasNear(place) ? values.radius_km : '' })
            }
            onRadius={(radius) => set('radius_km', radius)}
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={moreOpen}
          aria-controls={moreId}
          onClick={() => setMoreOpen((open) => !open)}
          className="self-start px-3 @[52rem]:col-start-2 @[52rem]:row-start-2 @[52rem]:self-end"
        >
          <ChevronDownIcon
            className={cn('size-4 transition-transform', moreOpen && 'rotate-180')}
          />
          More filters
          {count > 0 && (
            <span className="bg-brand-700 grid size-5 place-items-center rounded-full text-xs text-white">
              {count}
            </span>
          )}
        </Button>
        <div
          id={moreId}
          hidden={!moreOpen}
          className="border-line border-t pt-5 @[52rem]:col-span-3 @[52rem]:row-start-3"
        >
          <div className="grid grid-cols-2 gap-4 @[52rem]:grid-cols-4">
            {RANGES.map((range) => (
              <RangeField
                key={range.min}
                range={range}
                values={values}
                errors={errors}
                onChange={set}
                className="col-span-2 @[52rem]:col-span-1"
              />
            ))}
            {MINIMUMS.map((def) => (
              <Field
                key={def.key}
                label={`Min ${SPEC_LABEL[def.spec].toLowerCase()}`}
                error={errors[def.key]}
                className="min-w-0"
              >
                <UnitInput
                  {...numberProps(def.whole)}
                  aria-label={minimumName(def)}
                  unit={SPEC_UNIT[def.spec]}
                  name={def.key}
                  placeholder="Any"
                  value={values[def.key]}
                  onChange={(e) => set(def.key, e.target.value)}
                />
              </Field>
            ))}
            <div className="col-span-2 flex flex-wrap gap-x-8 gap-y-1 @[52rem]:items-end @[52rem]:pb-1">
              <Checkbox
                name="fire_noc"
                className={TALL_LABEL}
                label={`${SPEC_LABEL.fire_noc} only`}
                checked={values.fire_noc === 'true'}
                onChange={(e) => set('fire_noc', e.target.checked ? 'true' : '')}
              />
              <Checkbox
                name="verified"
                className={TALL_LABEL}
                label="Verified only"
                checked={values.verified === 'true'}
                onChange={(e) => set('verified', e.target.checked ? 'true' : '')}
              />
            </div>
          </div>
        </div>
        {/* In a narrow form (the sheet, the sidebar) the buttons stay in reach while it scrolls. */}
        <div
          className={cn(
            'border-line sticky bottom-0 -mx-1 flex items-end gap-3 border-t bg-white px-1 pt-4 pb-1',
            '@[52rem]:static @[52rem]:col-start-3 @[52rem]:row-start-2 @[52rem]:m-0 @[52rem]:border-0 @[52rem]:p-0',
          )}
        >
          <Button type="submit" variant="accent" className="flex-1 sm:min-w-28">
            Filter
          </Button>
          <Button type="button" variant="outline" className="flex-1 sm:min-w-28" onClick={onReset}>
            Reset
          </Button>
        </div>
      </form>
    </div>
  )
}

/** A number box with its unit at the right, inside the box (Field wires its id and aria). */
function UnitInput({
  unit,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { unit?: string | undefined }) {
  return (
    <div className={cn('relative', className)}>
      <Input {...props} className={cn(unit && 'pr-14')} />
      {unit && (
        <span
          aria-hidden="true"
          className="text-muted pointer-events-none absolute inset-y-0 right-3 grid place-items-center text-sm"
        >
          {unit}
        </span>
      )}
    </div>
  )
}

/** A minimum and a maximum under one legend, each box named in full for screen readers. */
function RangeField({
  range,
  values,
  errors,
  onChange,
  className,
}: {
  range: RangeDef
  values: SearchValues
  errors: SearchErrors
  onChange: (key: SearchKey, value: string) => void
  className?: string
}) {
  const id = useId()
  const box = (key: SearchFilterKey, which: 'Min' | 'Max') => {
    const error = errors[key]
    return (
      <Input
        {...numberProps(range.whole)}
        name={key}
        aria-label={`${which} ${range.noun} (${range.unit})`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${key}-error` : undefined}
        placeholder={which}
        value={values[key]}
        onChange={(e) => onChange(key, e.target.value)}
        className="min-w-0 flex-1"
      />
    )
  }
  return (
    <fieldset className={cn('min-w-0 space-y-1.5', className)}>
      <legend className="text-ink mb-1.5 text-sm font-semibold">{range.legend}</legend>
      <div className="flex items-center gap-2">
        {box(range.min, 'Min')}
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        {box(range.max, 'Max')}
      </div>
      {[range.min, range.max].map(
        (key) =>
          errors[key] && (
            <p
              key={key}
              id={`${id}-${key}-error`}
              role="alert"
              className="text-sm font-medium text-red-600"
            >
              {errors[key]}
            </p>
          ),
      )}
    </fieldset>
  )
}
