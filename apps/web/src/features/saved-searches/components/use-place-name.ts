import { useCities } from '../../../lib/geo/get-cities'
import { useDistricts } from '../../../lib/geo/get-districts'
import { useStates } from '../../../lib/geo/get-states'
import type { FiltersLike } from '../filters-text'

const idOf = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * The name of the narrowest place the filters hold (city, else district, else state), from the
 * geography lists the listing page's place pickers load too (cached); undefined until known.
 */
export function usePlaceName(filters: FiltersLike): string | undefined {
  const f = filters as Record<string, unknown>
  const stateId = idOf(f.state_id)
  const districtId = idOf(f.district_id)
  const cityId = idOf(f.city_id)
  const cities = useCities(cityId !== undefined ? districtId : undefined)
  const districts = useDistricts(
    cityId === undefined && districtId !== undefined ? stateId : undefined,
  )
  const states = useStates()
  if (cityId !== undefined) return cities.data?.find((c) => c.id === cityId)?.name
  if (districtId !== undefined) return districts.data?.find((d) => d.id === districtId)?.name
  if (stateId !== undefined) return states.data?.find((s) => s.id === stateId)?.name
  return undefined
}
