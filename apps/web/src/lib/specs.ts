import { formatCount } from '@app/contract/numbers'
import { FLOORING_LABEL, SPEC_UNIT, type SpecKey } from '@app/contract/search-texts'

/**
 * The warehouse specifications as every page words them (issue 15): the detail page, the
 * owner's view and the comparison. Zod-free: cards on the home page use it too.
 */

/** "32 ft", "2.5 t/m²", "6": a figure with its unit, if it has one. */
export const specFigure = (key: SpecKey, value: number) =>
  SPEC_UNIT[key] ? `${formatCount(value)} ${SPEC_UNIT[key]}` : formatCount(value)

/** One specification: "32 ft", "5 t/m²", "FM2", "Yes", "No", or null when not stated. */
export function specText(
  key: SpecKey,
  specs: Partial<Record<SpecKey, number | string | boolean | null>>,
): string | null {
  const value = specs[key]
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string') return FLOORING_LABEL[value as keyof typeof FLOORING_LABEL] ?? null
  return specFigure(key, value)
}

/** The warehouse rows after the spec's Type, Length, Width, Height and Area. */
export const WAREHOUSE_SPEC_ROWS = [
  'docks',
  'floor_load',
  'power_kva',
  'flooring',
  'fire_noc',
  'security_24x7',
  'highway_km',
] as const satisfies readonly SpecKey[]
