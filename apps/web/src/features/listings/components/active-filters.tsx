import { XIcon } from 'lucide-react'
import { formatCount } from '@app/contract/numbers'
import { PROPERTY_TYPE_LABEL, PURCHASE_TYPE_LABEL } from '@app/contract/listing-texts'
import { NEAR_RADIUS_DEFAULT_KM, NEAR_TEXTS } from '@app/contract/near'
import { SEARCH_TEXTS, SPEC_LABEL, SPEC_UNIT } from '@app/contract/search-texts'
import { formatRupees } from '../../../lib/format'
import { parseId } from '../../../lib/ids'
import { useCities } from '../../../lib/geo/get-cities'
import { useDistricts } from '../../../lib/geo/get-districts'
import { useNearLabel } from '../../../lib/geo/get-near-places'
import { useStates } from '../../../lib/geo/get-states'
import {
  changeFilter,
  EMPTY_SEARCH,
  SEARCH_KEYS,
  type SearchKey,
  type SearchValues,
} from '../filter-query'

const n = (v: string) => formatCount(Number(v))
const atLeast = (label: string, v: string, unit?: string) =>
  `${label} ≥ ${n(v)}${unit ? ` ${unit}` : ''}`

/** What a chip says for each filter (places are named by the caller). */
const CHIP_TEXT: Record<
  Exclude<
    SearchKey,
    'state_id' | 'district_id' | 'city_id' | 'near_pin' | 'near_city_id' | 'radius_km'
  >,
  (v: string) => string
> = {
  purchase_type: (v) => PURCHASE_TYPE_LABEL[Number(v)] ?? v,
  type: (v) => PROPERTY_TYPE_LABEL[Number(v)] ?? v,
  q: (v) => `“${v}”`,
  min_price: (v) => `From ${formatRupees(Number(v))}`,
  max_price: (v) => `Up to ${formatRupees(Number(v))}`,
  min_area: (v) => `From ${n(v)} sq.ft`,
  max_area: (v) => `Up to ${n(v)} sq.ft`,
  min_height: (v) => atLeast(SPEC_LABEL.height, v, SPEC_UNIT.height),
  min_docks: (v) => atLeast(SPEC_LABEL.docks, v),
  min_floor_load: (v) => atLeast(SPEC_LABEL.floor_load, v, SPEC_UNIT.floor_load),
  min_power_kva: (v) => atLeast(SPEC_LABEL.power_kva, v, SPEC_UNIT.power_kva),
  fire_noc: () => SPEC_LABEL.fire_noc,
  verified: () => SEARCH_TEXTS.verified,
}

/**
 * The search's filters as chips, each removable (a state takes its district and city with it,
 * as in the form), and "Clear all".
 */
export function ActiveFilters({
  values,
  onChange,
}: {
  values: SearchValues
  onChange: (next: SearchValues) => void
}) {
  const states = useStates()
  const districts = useDistricts(parseId(values.state_id))
  const cities = useCities(parseId(values.district_id))
  const nearLabel = useNearLabel({ pin: values.near_pin, cityId: values.near_city_id })
  const placeName = (items: { id: number; name: string }[] | undefined, id: string) =>
    items?.find((item) => String(item.id) === id)?.name ?? '…'
  const text = (key: SearchKey, v: string) => {
    if (key === 'state_id') return placeName(states.data, v)
    if (key === 'district_id') return placeName(districts.data, v)
    if (key === 'city_id') return placeName(cities.data, v)
    // Near names its place and the radius in one chip; removing it removes the radius too.
    if (key === 'near_pin' || key === 'near_city_id' || key === 'radius_km')
      return NEAR_TEXTS.chip(
        // The place's own name ('Bhiwandi'): a chip stays one line on a phone.
        nearLabel?.split(',')[0] ?? (values.near_pin || '…'),
        Number(values.radius_km || NEAR_RADIUS_DEFAULT_KM),
      )
    return CHIP_TEXT[key](v)
  }

  const active = SEARCH_KEYS.filter((key) => values[key] && key !== 'radius_km')
  if (active.length === 0) return null

  return (
    // Each chip's button is 44 px tall (a thumb's target), the pill drawn inside it 32 px.
    <div className="mt-3 flex flex-wrap items-center gap-x-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-x-2">
        {active.map((key) => {
          const label = text(key, values[key])
          return (
            <li key={key}>
              <button
                type="button"
                aria-label={`Remove filter: ${label}`}
                onClick={() => onChange(changeFilter(values, key, ''))}
                className="group/chip inline-flex h-11 items-center"
              >
                <span className="border-brand-200 text-brand-800 group-hover/chip:border-brand-500 group-hover/chip:bg-brand-50 inline-flex h-8 items-center gap-1.5 rounded-full border bg-white pr-2 pl-3 text-sm font-medium transition-colors">
                  {label}
                  <XIcon className="text-muted size-4" />
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {active.length > 1 && (
        <button
          type="button"
          onClick={() => onChange(EMPTY_SEARCH)}
          className="text-brand-700 h-11 px-2 text-sm font-semibold underline-offset-4 hover:underline"
        >
          Clear all
        </button>
      )}
    </div>
  )
}
