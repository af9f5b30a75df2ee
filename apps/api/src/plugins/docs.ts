import { STATUS_CODES } from 'node:http'
import { ErrorBodySchema } from '@app/contract/envelope'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BEARER_HOOKS, type AuthHook } from './auth'

/** A file a multipart body carries in the field of that name. */
export interface UploadFile {
  required?: boolean
  description: string
}

type UploadField = UploadFile & { field: string }

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The file fields of a route that reads a multipart form (lib/multipart's readForm): the
     * OpenAPI document adds them to its multipart/form-data body, as binary strings.
     */
    uploadFiles?: Record<string, UploadFile>
  }
}

/** The OpenAPI security requirement of a route that needs `Authorization: Bearer <token>`. */
export const BEARER_SECURITY = [{ bearer: [] }]

/** Whether any of the route's hooks demands a token (app.authenticate, app.requirePermission). */
function needsBearer(route: RouteOptions) {
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler]
    .flat()
    .filter((hook) => typeof hook === 'function')
  return hooks.some((hook) => BEARER_HOOKS.has(hook as AuthHook))
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
const ERROR_BODY = 'ErrorBody'
const ERROR_REF = { $ref: `#/components/schemas/${ERROR_BODY}` }
/** Every failure answer's body (plugins/errors.ts), as the route schemas render it. */
const errorBodySchema = z.toJSONSchema(ErrorBodySchema, { target: 'openapi-3.0', io: 'output' })
const RANGES: Record<string, string> = {
  '4XX': 'Any other client error (the error envelope; `code` says which)',
  '5XX': 'A server error, or a service it needs is unavailable (the error envelope)',
}

interface Schema {
  type?: string
  properties?: Record<string, unknown>
  required?: string[]
  [key: string]: unknown
}
interface Response {
  description?: string
  content?: Record<string, { schema?: Schema }>
}
interface Operation {
  operationId?: string
  summary?: string
  security?: unknown[]
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> }
  responses?: Record<string, Response>
}
interface Document {
  servers?: unknown[]
  paths?: Record<string, Partial<Record<string, Operation>>>
  components?: { schemas?: Record<string, unknown> }
}

/** `/api/properties/:id` (Fastify) as `/api/properties/{id}` (OpenAPI). */
const openApiPath = (url: string) => url.replaceAll(/:(\w+)/g, '{$1}')

/**
 * A stable camelCase operation id from the method and the path, `/api` left out and each
 * `{param}` read as "by param": `GET /api/transactions/{id}/invoice` is
 * `getTransactionsByIdInvoice`. Generated clients name their methods by it.
 */
export function operationIdOf(method: string, path: string) {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean)
      return param ? ['by', ...parts] : parts
    })
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('')
}

/**
 * What every operation gets that would otherwise be written by hand on each route:
 * - an operation id (`schema.operationId` when a route sets one, else operationIdOf), unique;
 * - `security: []` on the public ones (the bearer ones are marked by the onRoute hook);
 * - error answers as they are sent: JSON, the shared ErrorBody, whatever the route `produces`
 *   for its success (a PDF route's 404 is JSON); and a `4XX` and `5XX` for the ones not listed;
 * - the multipart file fields declared in the route's `config.uploadFiles`;
 * - a response description from the status when the route gave none.
 */
export function finishDocument(doc: Document, uploads: ReadonlyMap<string, UploadField[]>) {
  const uploadsOf = (method: string, path: string) => uploads.get(`${method} ${path}`)
  doc.servers = [{ url: '/', description: 'This server (the paths begin with /api)' }]
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, [ERROR_BODY]: errorBodySchema },
  }
  const canonicalError = JSON.stringify(errorBodySchema)
  const ids = new Map<string, string>()
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (!item[method]) continue
      // A route with several methods gives them one object: each method gets its own id.
      const op = (item[method] = { ...item[method] })
      const where = `${method.toUpperCase()} ${path}`
      op.operationId ??= operationIdOf(method, path)
      const taken = ids.get(op.operationId)
      if (taken)
        throw new Error(`OpenAPI: ${where} and ${taken} share operationId ${op.operationId}`)
      ids.set(op.operationId, where)
      op.security ??= []

      const responses = (op.responses ??= {})
      for (const [status, response] of Object.entries(responses)) {
        if (!response.description || response.description === 'Default Response') {
          response.description = STATUS_CODES[status] ?? status
        }
        if (Number(status) < 400) continue
        const schemas = Object.values(response.content ?? {}).map((media) => media.schema)
        const own = schemas.find((s) => s && JSON.stringify(s) !== canonicalError)
        response.content = { 'application/json': { schema: own ?? ERROR_REF } }
      }
      for (const [range, description] of Object.entries(RANGES)) {
        responses[range] = { description, content: { 'application/json': { schema: ERROR_REF } } }
      }

      const files = uploadsOf(method.toUpperCase(), path)
      if (files) addUploadFiles(op, files)
    }
  }
  return doc
}

/** The file fields, as binary strings, in the operation's multipart/form-data body. */
function addUploadFiles(op: Operation, files: UploadField[]) {
  const body = (op.requestBody ??= { required: true, content: {} })
  const media = (body.content['multipart/form-data'] ??= { schema: { type: 'object' } })
  const schema = (media.schema ??= { type: 'object' })
  schema.properties ??= {}
  for (const file of files) {
    schema.properties[file.field] = {
      type: 'string',
      format: 'binary',
      description: file.description,
    }
    if (file.required) schema.required = [...new Set([...(schema.required ?? []), file.field])]
  }
}

/**
 * OpenAPI generated from the route schemas; the browsable UI lives at /api/docs. Which routes
 * need a token is read from their hooks, not written by hand, so the document cannot drift;
 * finishDocument adds what every operation needs. `npm run lint` lints it (redocly.yaml).
 */
export default fp(async function docs(app: FastifyInstance, opts: { title: string }) {
  const uploads = new Map<string, UploadField[]>()
  app.addHook('onRoute', (route) => {
    if (needsBearer(route)) route.schema = { ...route.schema, security: BEARER_SECURITY }
    const files = route.config?.uploadFiles
    if (files) {
      const list = Object.entries(files).map(([field, file]) => ({ field, ...file }))
      for (const method of [route.method].flat()) {
        uploads.set(`${method} ${openApiPath(route.url)}`, list)
      }
    }
  })
  await app.register(swagger, {
    openapi: {
      info: { title: `${opts.title} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      if (!('openapiObject' in document)) throw new Error('OpenAPI 3 document expected')
      return finishDocument(
        document.openapiObject as Document,
        uploads,
      ) as typeof document.openapiObject
    },
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own policy allows styles from any https origin and framing by this origin; the
    // app's policy (security.ts) applies instead: the UI needs no inline script or style.
    staticCSP: false,
    uiConfig: { validatorUrl: null },
  })
})
