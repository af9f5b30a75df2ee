import { z } from 'zod'
import { ok } from './envelope'
import { optionalIdSchema } from './input'

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

export const DistrictFilterSchema = z.object({ state_id: optionalIdSchema('State id') })
export const CityFilterSchema = z.object({ district_id: optionalIdSchema('District id') })

export const PIN_CODE_MESSAGE = 'PIN code must be 6 digits'
export const PIN_CODE_LENGTH = 6
export const PinCodeSchema = z
  .string({ error: PIN_CODE_MESSAGE })
  .max(PIN_CODE_LENGTH, { message: PIN_CODE_MESSAGE, abort: true })
  .regex(/^[1-9][0-9]{5}$/, PIN_CODE_MESSAGE)
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
