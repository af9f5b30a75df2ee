import { MessageSchema } from '@app/contract/envelope'
import {
  AttachmentIdParamsSchema,
  AttachmentResponseSchema,
  AttachmentsResponseSchema,
  CreateAttachmentBodySchema,
  OWNER_TEXTS,
  PropertyIdParamsSchema,
} from '@app/contract/owner'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { parseFields, readForm, type Form, type ReadFormOptions } from '../../lib/multipart'
import { requireUser } from '../../plugins/auth'
import * as attachments from './attachments'
import { uploadDeps } from './uploads'
import { dropListingCachesAfterWrites } from './listing-writes'

const tags = ['owner']
const JSON_OR_FORM = ['application/json', 'multipart/form-data']
/** The file field's description in the OpenAPI document (plugins/docs.ts). */
const ATTACHMENT_FILE = 'The file: an image, PDF, document or video by content, at most 100 MB'
/** A multipart body is null until readForm reads it; a JSON one is checked (and documented) here. */
const formBody = <S extends z.ZodType>(schema: S) =>
  z.preprocess((body) => body ?? undefined, schema.optional())

/**
 * Step 3's files (spec 001 section 7): one file per call, checked by content, counted against
 * the property owner's storage quota. Owner of the property or an admin only.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  dropListingCachesAfterWrites(app)
  const uploads = uploadDeps(app)
  const deps = (req: FastifyRequest): attachments.AttachmentDeps => ({
    ...uploads,
    db: app.db,
    log: req.log,
  })

  /** Reads the form (the file to a temporary file), runs `use`, removes the temporary file. */
  async function withForm<T>(
    req: FastifyRequest,
    field: string,
    use: (form: Form) => Promise<T>,
    beforeFiles?: ReadFormOptions['beforeFiles'],
  ) {
    const form = await readForm(req, {
      tmpDir: uploads.tmpDir,
      fileFields: [field],
      maxFiles: 1,
      beforeFiles,
    })
    try {
      return await use(form)
    } finally {
      await form.cleanup()
    }
  }

  app.post(
    '/propertyAttachment',
    {
      // 401 before a byte of the file is read.
      onRequest: app.authenticate,
      config: { uploadFiles: { img_url: { required: true, description: ATTACHMENT_FILE } } },
      schema: {
        summary: 'Adds a file to a listing (step 3)',
        tags,
        description:
          'Step 3: one file per call in `img_url` (multipart), with `property_id`, `name`, `order_number`, `description`. JPEG, PNG, GIF, SVG, PDF, DOC, DOCX, TXT, MP4, WebM, Ogg, MOV or AVI by content, at most 100 MB; images are re-encoded without metadata.',
        consumes: JSON_OR_FORM,
        body: formBody(CreateAttachmentBodySchema),
        response: { 201: AttachmentResponseSchema },
      },
    },
    async (req, reply) =>
      withForm(
        req,
        'img_url',
        async (form) => {
          const body = parseFields(CreateAttachmentBodySchema, form.fields)
          const data = await attachments.addAttachment(
            deps(req),
            requireUser(req),
            body,
            form.files[0],
          )
          reply.code(201)
          return { success: true as const, message: OWNER_TEXTS.attachmentSaved, data }
        },
        (fields) => attachments.precheckAttachment(deps(req), requireUser(req), fields),
      ),
  )

  app.post(
    '/propertyAttachment/:id',
    {
      onRequest: app.authenticate,
      config: { uploadFiles: { image: { required: true, description: ATTACHMENT_FILE } } },
      // Refused before the file is read: nobody streams a file at an attachment they may not change.
      preHandler: async (req) =>
        attachments.assertManagesAttachment(app.db, requireUser(req), req.params.id),
      schema: {
        summary: "Replaces an attachment's file",
        tags,
        description:
          "Replaces the attachment's file with the multipart file `image` (same kinds and limit).",
        consumes: ['multipart/form-data'],
        params: AttachmentIdParamsSchema,
        response: { 200: AttachmentResponseSchema },
      },
    },
    async (req) =>
      withForm(req, 'image', async (form) => {
        const data = await attachments.replaceAttachment(
          deps(req),
          requireUser(req),
          req.params.id,
          form.files[0],
        )
        return { success: true as const, message: OWNER_TEXTS.attachmentReplaced, data }
      }),
  )

  app.delete(
    '/propertyAttachment/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Deletes an attachment',
        tags,
        params: AttachmentIdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (req) => {
      await attachments.deleteAttachment(deps(req), requireUser(req), req.params.id)
      return { success: true as const, message: OWNER_TEXTS.attachmentDeleted }
    },
  )

  app.get(
    '/getAll-attachments/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A listing's attachments",
        tags,
        params: PropertyIdParamsSchema,
        response: { 200: AttachmentsResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      data: await attachments.listAttachments(deps(req), requireUser(req), req.params.id),
    }),
  )
}

export default routes
