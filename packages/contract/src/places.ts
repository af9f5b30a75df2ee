import { z } from 'zod'
import { ok } from './envelope'

/**
 * GET listing-places (public): where published listings are, for the home layouts' map and
 * cities (issue 14 item 7; decision 026). Counts of published listings only.
 */

/** The most cities the answer names, busiest first. */
export const PLACES_TOP_CITIES = 12

export const StatePlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 3166-2:IN suffix ('MH'): how the home's map finds the state's tile. */
  code: z.string(),
  count: z.number().int(),
})
export type StatePlace = z.infer<typeof StatePlaceSchema>

export const CityPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  district_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  state_name: z.string(),
  count: z.number().int(),
})
export type CityPlace = z.infer<typeof CityPlaceSchema>

export const ListingPlacesSchema = z.object({
  /** Every state with at least one published listing, by name. */
  states: z.array(StatePlaceSchema),
  /** Up to PLACES_TOP_CITIES cities, most listings first. */
  cities: z.array(CityPlaceSchema),
})
export type ListingPlaces = z.infer<typeof ListingPlacesSchema>

export const ListingPlacesResponseSchema = ok(ListingPlacesSchema)
