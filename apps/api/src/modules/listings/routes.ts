import path from 'node:path'
import {
  DocumentIdParamsSchema,
  LatestBodySchema,
  LatestResponseSchema,
  ListingPageSchema,
  ListingQuerySchema,
  PropertyIdQuerySchema,
  PropertyViewResponseSchema,
} from '@app/contract/listing'
import { DOCUMENT_TEXTS } from '@app/contract/listing-texts'
import { ListingPlacesResponseSchema } from '@app/contract/places'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../lib/app-error'
import { requireUser } from '../../plugins/auth'
import { viewJson } from './json'
import * as listings from './service'

const tags = ['listings']

/**
 * The hot routes answer with JSON text that the service keeps (pages) or that a compiled
 * serializer wrote (json.ts): sent as is, never through the Zod serializer. The response
 * schemas stay for the API docs.
 */
const JSON_TYPE = 'application/json; charset=utf-8'
/** Sends JSON text as it is (typed replies expect the schema's object, not its text). */
const sendJson = (reply: FastifyReply, json: string) => reply.type(JSON_TYPE).send(json)

/**
 * `attachment` with the document's own name and its stored extension: UTF-8 for browsers
 * (RFC 6266), an ASCII fallback for the rest; quotes and controls never reach the header.
 */
function documentDisposition(name: string, storedPath: string) {
  const ext = path.extname(storedPath).toLowerCase()
  const base = name.replace(/[\p{Cc}"\\/]+/gu, ' ').trim() || 'document'
  const fileName = base.toLowerCase().endsWith(ext) ? base : `${base}${ext}`
  const ascii = fileName.replace(/[^\x20-\x7e]+/g, '_')
  // RFC 5987 leaves ' ( ) * out of a value: encodeURIComponent does not escape them.
  const utf8 = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  // The UTF-8 name first: the web app's attachmentName() reads the first one it finds.
  return `attachment; filename*=UTF-8''${utf8}; filename="${ascii}"`
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const caches = listings.createBrowseCaches(app.changes, app.insights)
  app.addHook('onClose', async () => caches.close())

  /** The home page's latest listings: public, cards only. */
  app.post(
    '/properties',
    {
      schema: {
        summary: "The home page's latest published listings, as cards",
        tags,
        body: LatestBodySchema,
        response: { 200: LatestResponseSchema },
      },
    },
    async (req, reply) => {
      const { limit, ...filter } = req.body
      return sendJson(reply, await listings.latest(await app.readDb(req), caches, filter, limit))
    },
  )

  /** Where published listings are, by state and busiest city: public (the home layouts). */
  app.get(
    '/listing-places',
    {
      schema: {
        summary: 'Where published listings are, by state and busiest city',
        tags,
        response: { 200: ListingPlacesResponseSchema },
      },
    },
    async (req, reply) => sendJson(reply, await listings.places(await app.readDb(req), caches)),
  )

  app.get(
    '/agents-propertys',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Searches published listings: filters, text and sort, a page of cards',
        tags,
        querystring: ListingQuerySchema,
        response: { 200: ListingPageSchema },
      },
    },
    async (req, reply) =>
      sendJson(reply, await listings.browse(await app.readDb(req), caches, req.query)),
  )

  app.get(
    '/property/view',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A listing's details; its contact details once unlocked",
        tags,
        querystring: PropertyIdQuerySchema,
        response: { 200: PropertyViewResponseSchema },
      },
    },
    async (req, reply) => {
      // Read where public reads go; the look is written to the primary by the view log.
      const db = await app.readDb(req)
      const data = await listings.viewProperty(db, requireUser(req), req.query.property_id, {
        unlockCost: app.config.unlockCost,
        look: { at: app.clock.now(), log: app.views },
        details: caches.details,
        scores: caches.scores,
        insights: app.insights,
      })
      return sendJson(reply, viewJson({ success: true, data }))
    },
  )

  app.get(
    '/property/document/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Downloads one of a listing's documents",
        tags,
        description:
          "A listing's document (not a picture) as a download: for its owner, admins and whoever unlocked the listing (403 for others who may open it, 404 when the listing is not theirs to open). Decision 039.",
        params: DocumentIdParamsSchema,
      },
    },
    async (req, reply) => {
      const doc = await listings.documentFile(app.db, requireUser(req), req.params.id)
      const file = await app.storage.open(doc.path)
      if (!file) throw notFound(DOCUMENT_TEXTS.notFound)
      return reply
        .headers({
          'content-type': doc.contentType,
          'content-length': String(file.size),
          'content-disposition': documentDisposition(doc.name, doc.path),
          // Per person: whether they may have it can change (a hide, a deletion).
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        })
        .send(file.body)
    },
  )
}

export default routes
