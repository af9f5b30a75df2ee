import { z } from 'zod'
import { ok } from './envelope'
import { optionalIdSchema } from './input'
import { NEAR_QUERY_MAX_LENGTH, NEAR_TEXTS } from './near'

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

/**
 * GET near-places: the Near field's suggestions (issue 29) for `q`, towns by the start of their
 * name or PIN codes by their first digits, only those with a known point; or, with `city_id`,
 * that town alone, so a shared link's field can name it. One of the two.
 */
export const NearPlacesQuerySchema = z
  .object({
    q: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .string({ error: NEAR_TEXTS.queryTooLong })
        .trim()
        .max(NEAR_QUERY_MAX_LENGTH, NEAR_TEXTS.queryTooLong)
        .optional(),
    ),
    city_id: optionalIdSchema('Town id'),
  })
  .refine((v) => (v.q === undefined) !== (v.city_id === undefined), {
    path: ['q'],
    message: NEAR_TEXTS.queryRequired,
  })
export const NearPlaceSchema = z.object({
  /** The search's place: a PIN code's (near_pin) or a town's (near_city_id), the other null. */
  near_pin: z.string().nullable(),
  near_city_id: z.number().int().nullable(),
  /** 'Bhiwandi, Thane, Maharashtra' or '421302 · Bhiwandi, Thane'. */
  label: z.string(),
})
export type NearPlaceSuggestion = z.infer<typeof NearPlaceSchema>
export const NearPlacesResponseSchema = ok(z.array(NearPlaceSchema))
