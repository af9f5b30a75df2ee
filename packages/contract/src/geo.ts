import { z } from 'zod'
import { ok } from './envelope'

export const StateSchema = z.object({ id: z.number().int(), name: z.string() })
export type State = z.infer<typeof StateSchema>

export const DistrictSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state_id: z.number().int(),
})
export type District = z.infer<typeof DistrictSchema>

export const CitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  district_id: z.number().int(),
})
export type City = z.infer<typeof CitySchema>

/** Optional positive-integer id in a query string; empty means "no filter". */
const optionalId = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().positive().optional(),
)

export const DistrictFilterSchema = z.object({ state_id: optionalId })
export const CityFilterSchema = z.object({ district_id: optionalId })

export const PIN_CODE_MESSAGE = 'PIN code must be 6 digits'
export const PinCodeSchema = z.string().regex(/^[1-9][0-9]{5}$/, PIN_CODE_MESSAGE)
export const PinParamsSchema = z.object({ pin: PinCodeSchema })

export const PinCodeInfoSchema = z.object({
  pin_code: z.string(),
  state_id: z.number().int(),
  district_id: z.number().int(),
  city_id: z.number().int().nullable(),
  places: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
})
export type PinCodeInfo = z.infer<typeof PinCodeInfoSchema>

/** The spec's client reads `data.data` for the geography lists. */
const listOf = <T extends z.ZodType>(item: T) => ok(z.object({ data: z.array(item) }))
export const StatesResponseSchema = listOf(StateSchema)
export const DistrictsResponseSchema = listOf(DistrictSchema)
export const CitiesResponseSchema = listOf(CitySchema)
export const PinCodeResponseSchema = ok(PinCodeInfoSchema)
