import {
  CitiesResponseSchema,
  CityFilterSchema,
  DistrictFilterSchema,
  DistrictsResponseSchema,
  NearPlacesQuerySchema,
  NearPlacesResponseSchema,
  PinCodeResponseSchema,
  PinParamsSchema,
  StatesResponseSchema,
} from '@app/contract/geo'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../lib/app-error'
import { nearPlaces } from './near-places'
import * as geo from './repository'

/** The geography changes only with a new dataset: let browsers and proxies keep it a while. */
const CACHE = 'public, max-age=3600'
const tags = ['geography']

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statesByFilter',
    { schema: { summary: 'Lists the states', tags, response: { 200: StatesResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', CACHE)
      return { success: true as const, data: { data: await geo.listStates(app.db) } }
    },
  )

  app.get(
    '/districtsByFilter',
    {
      schema: {
        summary: 'Lists the districts, of one state when given',
        tags,
        querystring: DistrictFilterSchema,
        response: { 200: DistrictsResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE)
      const data = await geo.listDistricts(app.db, req.query.state_id)
      return { success: true as const, data: { data } }
    },
  )

  app.get(
    '/citiesByFilter',
    {
      schema: {
        summary: 'Lists the cities, of one district when given',
        tags,
        querystring: CityFilterSchema,
        response: { 200: CitiesResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE)
      const data = await geo.listCities(app.db, req.query.district_id)
      return { success: true as const, data: { data } }
    },
  )

  app.get(
    '/near-places',
    {
      schema: {
        summary: 'Towns and PIN codes with a known point, for the Near search field',
        tags,
        querystring: NearPlacesQuerySchema,
        response: { 200: NearPlacesResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE)
      return { success: true as const, data: await nearPlaces(app.db, req.query) }
    },
  )

  app.get(
    '/pincode/:pin',
    {
      schema: {
        summary: "A PIN code's state, district, city, places and point",
        tags,
        params: PinParamsSchema,
        response: { 200: PinCodeResponseSchema },
      },
    },
    async (req, reply) => {
      const info = await geo.findPinCode(app.db, req.params.pin)
      if (!info) throw notFound('PIN code not found')
      reply.header('cache-control', CACHE)
      return { success: true as const, data: info }
    },
  )
}

export default routes
