import {
  PROPERTY_TYPE_LABEL,
  PURCHASE_TYPE_LABEL,
  type ListingFilterKey,
} from '@app/contract/listing-texts'
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

interface PropertyFilterProps {
  /** The values to start from (the URL's on /property); remount with a new key to replace. */
  initial?: FilterValues
  onSubmit: (values: FilterValues) => void
  /** Shows a Reset button when given. */
  onReset?: () => void
  /** `hero`: two columns in the home banner; `wide`: one row on large screens. */
  layout?: 'hero' | 'wide'
  className?: string
}

/**
 * The property filter (spec 000 section 2): status, type, state, district (needs a state),
 * city (needs a district). Shared by the home hero and /property.
 */
export function PropertyFilter({
  initial = EMPTY_FILTER,
  onSubmit,
  onReset,
  layout = 'wide',
  className,
}: PropertyFilterProps) {
  const [values, setValues] = useState(initial)
  const states = useStates()
  const districts = useDistricts(parseId(values.state_id))
  const cities = useCities(parseId(values.district_id))

  const bind = (key: ListingFilterKey) => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => changeFilter(v, key, e.target.value)),
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit(values)
  }

  return (
    <form
      role="search"
      aria-label="Filter properties"
      onSubmit={submit}
      className={cn(
        // Status and type share a row even on phones; the places get a row each there.
        'grid grid-cols-2 gap-4',
        layout === 'wide' && 'lg:grid-cols-6',
        className,
      )}
    >
      <Field label="Status">
        <Select {...bind('purchase_type')} placeholder="All Status" options={STATUS_OPTIONS} />
      </Field>
      <Field label="Type">
        <Select {...bind('type')} placeholder="All Types" options={TYPE_OPTIONS} />
      </Field>
      <Field label="State" className={WIDE_ON_PHONE}>
        <Select
          {...bind('state_id')}
          placeholder={states.isPending ? 'Loading states…' : 'All States'}
          options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Field>
      <Field label="District" className={WIDE_ON_PHONE}>
        <Select
          {...bind('district_id')}
          disabled={!values.state_id}
          placeholder="All Districts"
          options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Field>
      <Field label="City" className={WIDE_ON_PHONE}>
        <Select
          {...bind('city_id')}
          disabled={!values.district_id}
          placeholder="All Cities"
          options={(cities.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Field>
      <div className={cn('flex items-end gap-3', WIDE_ON_PHONE)}>
        <Button type="submit" variant="accent" className="flex-1">
          Filter
        </Button>
        {onReset && (
          <Button type="button" variant="outline" className="flex-1" onClick={onReset}>
            Reset
          </Button>
        )}
      </div>
    </form>
  )
}
