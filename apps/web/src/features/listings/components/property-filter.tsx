import { PROPERTY_TYPE_LABEL, PURCHASE_TYPE_LABEL } from '@app/contract/listing-texts'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Field, Select, type SelectOption } from '../../../components/ui/field'
import { cn } from '../../../lib/cn'
import { parseId } from '../../../lib/ids'
import { useCities } from '../../../lib/geo/get-cities'
import { useDistricts } from '../../../lib/geo/get-districts'
import { useStates } from '../../../lib/geo/get-states'
import { changeFilter, EMPTY_FILTER, type FilterValues } from '../filter-query'

const labelOptions = (labels: Record<number, string>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

const STATUS_OPTIONS = labelOptions(PURCHASE_TYPE_LABEL)
const TYPE_OPTIONS = labelOptions(PROPERTY_TYPE_LABEL)

const WIDE_ON_PHONE = 'col-span-2 sm:col-span-1'

/**
 * The spec's five filter fields (spec 000 section 2): status, type, state, district (needs a
 * state), city (needs a district), with its reset rules. They sit in a two-column grid: status
 * and type share a row, each place takes `placeClassName` (a whole row on phones by default).
 */
export function PlaceFields<T extends FilterValues>({
  values,
  onChange,
  placeClassName = WIDE_ON_PHONE,
}: {
  values: T
  onChange: (next: T) => void
  placeClassName?: string
}) {
  const states = useStates()
  const districts = useDistricts(parseId(values.state_id))
  const cities = useCities(parseId(values.district_id))

  const bind = (key: keyof FilterValues) => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) =>
      onChange(changeFilter(values, key, e.target.value)),
  })

  return (
    <>
      <Field label="Status">
        <Select {...bind('purchase_type')} placeholder="All Status" options={STATUS_OPTIONS} />
      </Field>
      <Field label="Type">
        <Select {...bind('type')} placeholder="All Types" options={TYPE_OPTIONS} />
      </Field>
      <Field label="State" className={placeClassName}>
        <Select
          {...bind('state_id')}
          placeholder={states.isPending ? 'Loading states…' : 'All States'}
          options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Field>
      <Field label="District" className={placeClassName}>
        <Select
          {...bind('district_id')}
          disabled={!values.state_id}
          placeholder="All Districts"
          options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Field>
      <Field label="City" className={placeClassName}>
        <Select
          {...bind('city_id')}
          disabled={!values.district_id}
          placeholder="All Cities"
          options={(cities.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Field>
    </>
  )
}

interface PropertyFilterProps {
  onSubmit: (values: FilterValues) => void
  className?: string
}

/**
 * The home hero's filter: the five fields and a Filter button in two columns. /property uses
 * the whole search form (search-filter.tsx), built on the same fields.
 */
export function PropertyFilter({ onSubmit, className }: PropertyFilterProps) {
  const [values, setValues] = useState(EMPTY_FILTER)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit(values)
  }

  return (
    <form
      role="search"
      aria-label="Filter properties"
      onSubmit={submit}
      className={cn('grid grid-cols-2 gap-4', className)}
    >
      <PlaceFields values={values} onChange={setValues} />
      <div className={cn('flex items-end gap-3', WIDE_ON_PHONE)}>
        <Button type="submit" variant="accent" className="flex-1">
          Filter
        </Button>
      </div>
    </form>
  )
}
