import { FIRE_NOC_FILE_ACCEPT, FIRE_NOC_FILE_MAX_BYTES } from '@app/contract/upload-limits'
import type { WarehouseSpecs } from '@app/contract/listing'
import { UpdatePropertyBodySchema } from '@app/contract/owner'
import {
  FLOORING_LABEL,
  FLOORINGS,
  SPEC_FORM_TEXTS,
  SPEC_LABEL,
  SPEC_UNIT,
  type Flooring,
  type SpecKey,
} from '@app/contract/search-texts'
import type { PropertyFields } from './api/create-property'

/**
 * The warehouse specifications on the owner's side (issue 15), free of React: the fields beyond
 * the spec's Height (the clear height, which stays among the dimensions), as the inputs hold them
 * (text; yes/no as 'yes', 'no' or '' for not stated), and what a form sends of them.
 */
export const SPEC_FIELDS = [
  'docks',
  'floor_load',
  'power_kva',
  'highway_km',
  'flooring',
  'fire_noc',
  'security_24x7',
] as const satisfies readonly (keyof WarehouseSpecs)[]
export type SpecField = (typeof SPEC_FIELDS)[number]
export type SpecValues = Record<SpecField, string>

export const EMPTY_SPECS: SpecValues = {
  docks: '',
  floor_load: '',
  power_kva: '',
  highway_km: '',
  flooring: '',
  fire_noc: '',
  security_24x7: '',
}

/** The numbers among them, in the order the form shows them. */
export const SPEC_NUMBERS = ['docks', 'floor_load', 'power_kva', 'highway_km'] as const
export const SPEC_YES_NO = ['fire_noc', 'security_24x7'] as const
/** Whole numbers (docks, kVA); the others take decimals. */
const WHOLE: readonly SpecField[] = ['docks', 'power_kva']
export const isWhole = (field: SpecField) => WHOLE.includes(field)

/** "Floor load (t/m²)", "Docks": the label with its unit, as the dimensions read "Height (ft)". */
export const specLabel = (key: SpecKey) =>
  SPEC_UNIT[key] ? `${SPEC_LABEL[key]} (${SPEC_UNIT[key]})` : SPEC_LABEL[key]

export const FLOORING_OPTIONS = FLOORINGS.map((value) => ({ value, label: FLOORING_LABEL[value] }))
export const YES_NO_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no')
const text = (value: number | string | null) => (value === null ? '' : String(value))

/** The inputs as a listing stands. */
export function specValuesFrom(specs: WarehouseSpecs): SpecValues {
  return {
    docks: text(specs.docks),
    floor_load: text(specs.floor_load),
    power_kva: text(specs.power_kva),
    highway_km: text(specs.highway_km),
    flooring: text(specs.flooring),
    fire_noc: yesNo(specs.fire_noc),
    security_24x7: yesNo(specs.security_24x7),
  }
}

const SpecSchema = UpdatePropertyBodySchema.pick({
  docks: true,
  floor_load: true,
  power_kva: true,
  highway_km: true,
  flooring: true,
  fire_noc: true,
  security_24x7: true,
})

/**
 * The specifications' problems, with the contract's messages (the server's own): a number out of
 * its bounds, a flooring or yes/no not in its list. Empty is fine: not stated.
 */
export function specProblems(values: SpecValues): Partial<Record<SpecField, string>> {
  const parsed = SpecSchema.safeParse(values)
  const problems: Partial<Record<SpecField, string>> = {}
  if (parsed.success) return problems
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SpecField
    problems[field] ??= issue.message
  }
  return problems
}

const number = (value: string) => (value.trim() === '' ? undefined : Number(value))
const flag = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined)

/** What a form sends of them; empty values are not sent (the stored value stays). */
export function specFields(values: SpecValues): Partial<PropertyFields> {
  return {
    docks: number(values.docks),
    floor_load: number(values.floor_load),
    power_kva: number(values.power_kva),
    highway_km: number(values.highway_km),
    flooring: FLOORINGS.find((f) => f === values.flooring) as Flooring | undefined,
    fire_noc: flag(values.fire_noc),
    security_24x7: flag(values.security_24x7),
  }
}

const EXTENSIONS = FIRE_NOC_FILE_ACCEPT.split(',').map((e) => e.slice(1))

/** The browser's first check of a certificate: its extension and size (the server checks content). */
export function certificateProblem(file: File): string | null {
  const dot = file.name.lastIndexOf('.')
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase()
  if (!EXTENSIONS.includes(extension)) return SPEC_FORM_TEXTS.certificateType
  if (file.size > FIRE_NOC_FILE_MAX_BYTES) return SPEC_FORM_TEXTS.certificateTooLarge
  return null
}
