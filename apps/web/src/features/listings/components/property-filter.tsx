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

/**
 * The spec's five filter fields (spec 000 section 2): status, type, state, district (needs a
 * state), city (needs a district), with its reset rules. The caller's grid places them: a
 * select needs about 11.5 rem for its text and arrow ("All Districts"), so two share a row only
 * in a form at least 24 rem wide (`@[24rem]:grid-cols-2` under an `@container`).
 */
export function PlaceFields<T extends FilterValues>({
  values,
  onChange,
}: {
  values: T
  onChange: (next: T) => void
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
      <Field label="State">
        <Select
          {...bind('state_id')}
          placeholder={states.isPending ? 'Loading states…' : 'All States'}
          options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Field>
      <Field label="District">
        <Select
          {...bind('district_id')}
          disabled={!values.state_id}
          placeholder="All Districts"
          options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Field>
      <Field label="City">
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

  // One field a row on a phone (the hero's card is about 18 rem wide there), two from 24 rem.
  return (
    <div className={cn('@container', className)}>
      <form
        role="search"
        aria-label="Filter properties"
        onSubmit={submit}
        className="grid grid-cols-1 gap-4 @[24rem]:grid-cols-2"
      >
        <PlaceFields values={values} onChange={setValues} />
        <div className="flex items-end gap-3">
          <Button type="submit" variant="accent" className="flex-1">
            Filter
          </Button>
        </div>
      </form>
    </div>
  )
}
