import { MessageSchema } from '@app/contract/envelope'
import {
  AddressIdParamsSchema,
  AddressListQuerySchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  CreateAddressBodySchema,
  CreatedIdResponseSchema,
  CreatedPropertiesResponseSchema,
  CreatePriceBodySchema,
  CreatePropertyBodySchema,
  FullDetailsResponseSchema,
  LeadsQuerySchema,
  LeadsResponseSchema,
  PageQuerySchema,
  PriceIdParamsSchema,
  PriceResponseSchema,
  PropertyIdParamsSchema,
  PropertyIdsQuerySchema,
  PropertyStatusBodySchema,
  PropertyStatusResponseSchema,
  UpdateAddressBodySchema,
  UpdatePriceBodySchema,
  UpdatePropertyBodySchema,
} from '@app/contract/owner'
import { LISTING_STATUS_LABEL, OWNER_TEXTS } from '@app/contract/owner-texts'
import { FIRE_NOC_FILE_FIELD } from '@app/contract/search-texts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, validationFailed } from '../../lib/app-error'
import { parseFields, readForm, type FormFile } from '../../lib/multipart'
import { requireUser } from '../../plugins/auth'
import { createAddress, updateAddress } from './address-step'
import { assertManages, type OwnerDeps } from './deps'
import { addresses, createdProperties, fullDetails, leads, setStatus } from './my-properties'
import { createPrice, updatePrice } from './price-step'
import { createProperty, deleteDraft, updateProperty } from './property-step'
import { uploadDeps } from './uploads'
import { dropListingCachesAfterWrites } from './listing-writes'

const tags = ['owner']

/**
 * The calls that take a form accept JSON and multipart alike (the spec's client sends both). Fastify
 * validates a JSON body against the contract schema, which also documents it in OpenAPI; a
 * multipart body (null until read) passes that check and its fields are parsed by parseFields
 * once read. Files go only in the named fields, one per request.
 */
const formBody = <S extends z.ZodType>(schema: S) =>
  z.preprocess((body) => body ?? undefined, schema.optional())
const JSON_OR_FORM = ['application/json', 'multipart/form-data']

/** Owner routes (spec 001 section 7, API.md "Owners"); uploads of attachments are in attachment-routes. */
const routes: FastifyPluginAsyncZod = async (app) => {
  dropListingCachesAfterWrites(app)
  const uploads = uploadDeps(app)
  const deps = (req: FastifyRequest): OwnerDeps => ({
    db: app.db,
    uploads,
    clock: app.clock,
    log: req.log,
  })
  const mayCreate = app.requirePermission('create-properties', OWNER_TEXTS.cannotCreate)
  const mayList = app.requirePermission('view-created-properties', OWNER_TEXTS.accessDenied)

  /**
   * Reads the form, runs `use` with its fields and files (at most one per file field), and
   * removes the temporary files.
   */
  async function withForm<T>(
    req: FastifyRequest,
    fileFields: readonly string[],
    use: (fields: Record<string, unknown>, files: FormFile[]) => Promise<T>,
  ) {
    const form = await readForm(req, {
      tmpDir: uploads.tmpDir,
      fileFields,
      maxFiles: Math.max(1, fileFields.length),
    })
    try {
      const twice = form.files.find((f, i) => form.files.findIndex((g) => g.field === f.field) < i)
      if (twice) throw validationFailed({ [twice.field]: ['Send one file per field'] })
      return await use(form.fields, form.files)
    } finally {
      await form.cleanup()
    }
  }

  app.post(
    '/properties-create-byagent',
    {
      onRequest: mayCreate,
      config: { uploadFiles: { ...COVER_FILE(true), ...FIRE_NOC_FILE } },
      schema: {
        summary: 'Creates a draft listing: details and cover image (step 1)',
        tags,
        description: `Step 1. multipart/form-data with the cover image in \`image\` (required) and, optionally, the fire NOC certificate (PDF, JPEG or PNG) in \`${FIRE_NOC_FILE_FIELD}\`.`,
        consumes: JSON_OR_FORM,
        body: formBody(CreatePropertyBodySchema),
        response: { 201: CreatedIdResponseSchema },
      },
    },
    async (req, reply) =>
      withForm(req, PROPERTY_FILES, async (fields, files) => {
        const { body, image } = parseCreate(fields, files)
        const data = await createProperty(
          deps(req),
          requireUser(req),
          body,
          image,
          fileIn(files, FIRE_NOC_FILE_FIELD),
        )
        reply.code(201)
        return { success: true as const, message: OWNER_TEXTS.propertyCreated, data }
      }),
  )

  app.route({
    method: ['POST', 'PUT'],
    url: '/properties/:id',
    onRequest: app.authenticate,
    config: { uploadFiles: { ...COVER_FILE(false), ...FIRE_NOC_FILE } },
    // Refused before a file is read: nobody streams an image at a property they may not change.
    preHandler: async (req) => assertManages(app.db, requireUser(req), req.params.id),
    schema: {
      summary: "Changes a listing's details, cover or fire NOC certificate",
      tags,
      description: `Step 1 again or the edit modal; \`_method=PUT\` is accepted. An optional \`image\` file (multipart) replaces the cover, an optional \`${FIRE_NOC_FILE_FIELD}\` the fire NOC certificate. Changing a specification or the certificate of a verified listing clears its verification.`,
      consumes: JSON_OR_FORM,
      params: PropertyIdParamsSchema,
      body: formBody(UpdatePropertyBodySchema),
      response: { 200: MessageSchema },
    },
    handler: async (req) =>
      withForm(req, PROPERTY_FILES, async (fields, files) => {
        const body = parseFields(UpdatePropertyBodySchema, fields)
        await updateProperty(
          deps(req),
          requireUser(req),
          req.params.id,
          body,
          fileIn(files, 'image'),
          fileIn(files, FIRE_NOC_FILE_FIELD),
        )
        return { success: true as const, message: OWNER_TEXTS.propertyUpdated }
      }),
  })

  app.delete(
    '/properties/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Deletes a draft listing that is not complete',
        tags,
        params: PropertyIdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (req) => {
      await deleteDraft(deps(req), requireUser(req), req.params.id)
      return { success: true as const, message: OWNER_TEXTS.draftDeleted }
    },
  )

  app.post(
    '/propertyprice',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Adds a price to a listing (step 2)',
        tags,
        consumes: JSON_OR_FORM,
        body: formBody(CreatePriceBodySchema),
        response: { 201: PriceResponseSchema },
      },
    },
    async (req, reply) =>
      withForm(req, [], async (fields) => {
        const body = parseFields(CreatePriceBodySchema, fields)
        const data = await createPrice(app.db, requireUser(req), body)
        reply.code(201)
        return { success: true as const, message: OWNER_TEXTS.priceSaved, data }
      }),
  )

  app.route({
    method: ['POST', 'PUT'],
    url: '/propertypriceupdate/:id',
    onRequest: app.authenticate,
    schema: {
      summary: "Changes a listing's price",
      tags,
      description: 'The wizard sends JSON with `property_id` and `_method`; the edit modal a form.',
      consumes: JSON_OR_FORM,
      params: PriceIdParamsSchema,
      body: formBody(UpdatePriceBodySchema),
      response: { 200: PriceResponseSchema },
    },
    handler: async (req) =>
      withForm(req, [], async (fields) => {
        const body = parseFields(UpdatePriceBodySchema, fields)
        const data = await updatePrice(app.db, requireUser(req), req.params.id, body)
        return { success: true as const, message: OWNER_TEXTS.priceUpdated, data }
      }),
  })

  app.post(
    '/address',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Sets a listing's address (step 4)",
        tags,
        description: 'Step 4. Latitude and longitude default to the PIN code’s point.',
        consumes: JSON_OR_FORM,
        body: formBody(CreateAddressBodySchema),
        response: { 201: AddressResponseSchema },
      },
    },
    async (req, reply) =>
      withForm(req, [], async (fields) => {
        const body = parseFields(CreateAddressBodySchema, fields)
        const data = await createAddress(app.db, requireUser(req), body)
        reply.code(201)
        return { success: true as const, message: OWNER_TEXTS.addressSaved, data }
      }),
  )

  app.put(
    '/address/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Changes a listing's address",
        tags,
        consumes: JSON_OR_FORM,
        params: AddressIdParamsSchema,
        body: formBody(UpdateAddressBodySchema),
        response: { 200: AddressResponseSchema },
      },
    },
    async (req) =>
      withForm(req, [], async (fields) => {
        const body = parseFields(UpdateAddressBodySchema, fields)
        const data = await updateAddress(app.db, requireUser(req), req.params.id, body)
        return { success: true as const, message: OWNER_TEXTS.addressUpdated, data }
      }),
  )

  app.get(
    '/agents-properties-FullDetails',
    {
      onRequest: app.authenticate,
      // The view counts include every look this instance has had.
      preHandler: () => app.views.flush(),
      schema: {
        summary: "A listing's whole record, for its owner or an admin",
        tags,
        querystring: PropertyIdsQuerySchema,
        response: { 200: FullDetailsResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      property_details: await fullDetails(app.db, requireUser(req), req.query.property_id),
    }),
  )

  app.get(
    '/address-get-all-paginated',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A listing's address, as a list",
        tags,
        querystring: AddressListQuerySchema,
        response: { 200: AddressListResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await addresses(app.db, requireUser(req), req.query)),
    }),
  )

  app.get(
    '/created-properties',
    {
      onRequest: mayList,
      // The view counts include every look this instance has had.
      preHandler: () => app.views.flush(),
      schema: {
        summary: "The owner's listings with completion, status, views and unlocks",
        tags,
        querystring: PageQuerySchema,
        response: { 200: CreatedPropertiesResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await createdProperties(app.db, requireUser(req), req.query)),
    }),
  )

  app.get(
    '/property-leads',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Who unlocked a listing: its leads',
        tags,
        querystring: LeadsQuerySchema,
        response: { 200: LeadsResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await leads(app.db, requireUser(req), req.query)),
    }),
  )

  app.post(
    '/property-status',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Publishes a complete listing, or marks it let',
        tags,
        body: PropertyStatusBodySchema,
        response: { 200: PropertyStatusResponseSchema },
      },
    },
    async (req) => {
      const status = await setStatus(app.db, requireUser(req), req.body, app.clock.now())
      const message =
        status === 'let'
          ? OWNER_TEXTS.nowLet
          : status === 'published'
            ? OWNER_TEXTS.nowPublished
            : LISTING_STATUS_LABEL[status]
      return { success: true as const, message, data: { status } }
    },
  )
}

/** The property calls' file fields: the cover and the fire NOC certificate. */
const PROPERTY_FILES = ['image', FIRE_NOC_FILE_FIELD] as const
/** Step 1's files as the OpenAPI document lists them (plugins/docs.ts). */
const COVER_FILE = (required: boolean) => ({
  image: { required, description: 'The cover image: JPEG, PNG or GIF by content' },
})
const FIRE_NOC_FILE = {
  [FIRE_NOC_FILE_FIELD]: { description: 'The fire NOC certificate: PDF, JPEG or PNG' },
}
const fileIn = (files: FormFile[], field: string) => files.find((f) => f.field === field)

/**
 * Step 1's fields and its cover image, which is required here (spec 001 section 5: a new property
 * has no image yet); a missing image is reported beside any field errors.
 */
function parseCreate(fields: Record<string, unknown>, files: FormFile[]) {
  const image = fileIn(files, 'image')
  const missing: Record<string, string[]> = image ? {} : { image: [OWNER_TEXTS.imageRequired] }
  let body
  try {
    body = parseFields(CreatePropertyBodySchema, fields)
  } catch (err) {
    if (err instanceof AppError && err.errors) throw validationFailed({ ...err.errors, ...missing })
    throw err
  }
  if (!image) throw validationFailed(missing)
  return { body, image }
}

export default routes
