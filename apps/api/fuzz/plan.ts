import { randomFor, type Random } from './random'
import {
  extraKey,
  garbageValue,
  validObject,
  validValue,
  type JsonSchema,
  type World,
} from './values'

/** One operation of the OpenAPI document, as the generator needs it. */
export interface Operation {
  method: string
  /** OpenAPI path, `{name}` for path parameters. */
  path: string
  pathParams: Array<{ name: string; schema: JsonSchema }>
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean }>
  body?: JsonSchema
  /** Declared bearer security. */
  secured: boolean
}

export type Role = 'seeker' | 'owner' | 'none' | 'bad-token'

/** A request, fully decided except for the live token of its role. */
export interface PlannedRequest {
  index: number
  method: string
  path: string
  role: Role
  /** The Authorization header for 'bad-token'. */
  badAuthorization?: string
  headers: Record<string, string>
  body?: string
  /** How the request was made, for the summary. */
  mode: string
  operation: string
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
}
interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema; required?: boolean }>
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  security?: unknown[]
}

/** Every operation the document lists. */
export function operationsOf(doc: unknown): Operation[] {
  const { paths } = doc as OpenApiDocument
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
      queryParams: (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
      body: op.requestBody?.content?.['application/json']?.schema,
      secured: Boolean(op.security?.length),
    })),
  )
}

/** Percent-encodes UTF-8 bytes; lone surrogates become U+FFFD as they would on the wire. */
function encode(text: string) {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      (b >= 0x30 && b <= 0x39) ||
      (b >= 0x41 && b <= 0x5a) ||
      (b >= 0x61 && b <= 0x7a) ||
      b === 0x2d ||
      b === 0x2e ||
      b === 0x5f ||
      b === 0x7e
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

/** How a value looks in a URL: strings as they are, the rest as JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined) return ''
  return JSON.stringify(value) ?? ''
}

/** Malformed or tricky URL pieces, sent without further encoding. */
const RAW_URL_PIECES = [
  '%',
  '%E0%A4%A',
  '%zz',
  '..%2F..%2Fetc',
  '%2e%2e',
  '%00',
  '%C0%AF',
  '%FF%FE',
  '+',
  '%20',
]

const RAW_BODIES = [
  '{',
  '{"a":',
  '',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '{"email":"a@b.in",}',
  `{"a":"${'\\ud800'}"}`,
  '\ufeff{}',
  // Nesting deeper than any JSON library should recurse into.
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
]
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/vnd.api+json',
  '',
]

function pathParamValue(param: { name: string; schema: JsonSchema }, r: Random, world: World) {
  const mode = r.weighted([
    [6, 'valid'],
    [3, 'garbage'],
    [1, 'raw'],
  ] as const)
  if (mode === 'valid') return encode(asText(validValue(param.schema, r, world, param.name)))
  if (mode === 'raw') return r.pick(RAW_URL_PIECES)
  return encode(asText(garbageValue(param.schema, r)).slice(0, 4_000)) || '%20'
}

function queryString(op: Operation, r: Random, world: World) {
  const mode = r.weighted([
    [4, 'valid'],
    [4, 'one-bad'],
    [2, 'many-bad'],
    [1, 'missing'],
    [1, 'extra'],
    [1, 'duplicate'],
    [1, 'raw'],
  ] as const)
  const pairs: Array<[string, string]> = []
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value) && r.chance(0.5)) {
      for (const v of value.slice(0, 20)) pairs.push([encode(name), encode(asText(v))])
    } else pairs.push([encode(name), encode(asText(value).slice(0, 12_000))])
  }
  const bad = mode === 'one-bad' && op.queryParams.length ? r.pick(op.queryParams).name : undefined
  for (const p of op.queryParams) {
    if (mode === 'missing' && r.chance(0.6)) continue
    if (!p.required && mode === 'valid' && r.chance(0.4)) continue
    const garbage = p.name === bad || (mode === 'many-bad' && r.chance(0.5))
    add(p.name, garbage ? garbageValue(p.schema, r) : validValue(p.schema, r, world, p.name))
    if (mode === 'duplicate' && r.chance(0.5)) add(p.name, validValue(p.schema, r, world, p.name))
  }
  if (mode === 'extra') add(extraKey(r), garbageValue({}, r))
  let query = pairs.map(([k, v]) => (r.chance(0.03) ? k : `${k}=${v}`)).join('&')
  if (mode === 'raw')
    query += `${query ? '&' : ''}${r.pick(op.queryParams)?.name ?? 'x'}=${r.pick(RAW_URL_PIECES)}`
  return { query, mode: `query:${mode}` }
}

function jsonBody(schema: JsonSchema, r: Random, world: World) {
  const mode = r.weighted([
    [4, 'valid'],
    [6, 'one-bad'],
    [2, 'many-bad'],
    [2, 'missing'],
    [2, 'extra'],
    [2, 'whole-garbage'],
    [2, 'raw'],
  ] as const)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (mode === 'raw') {
    headers['content-type'] = r.pick(CONTENT_TYPES)
    if (!headers['content-type']) delete headers['content-type']
    // Now and then a body over the 1 MiB limit: it must be a 413, not a crash.
    const body = r.chance(0.03) ? `{"a":"${'x'.repeat(1_100_000)}"}` : r.pick(RAW_BODIES)
    return { body, headers, mode: `body:${mode}` }
  }
  if (mode === 'whole-garbage') {
    return { body: JSON.stringify(garbageValue({}, r)) ?? 'null', headers, mode: `body:${mode}` }
  }
  const value = validObject(schema, r, world)
  const props = Object.entries(schema.properties ?? {})
  if (mode === 'one-bad' && props.length) {
    const [key, sub] = r.pick(props)
    value[key] = garbageValue(sub, r)
  }
  if (mode === 'many-bad') {
    for (const [key, sub] of props) if (r.chance(0.5)) value[key] = garbageValue(sub, r)
  }
  if (mode === 'missing') {
    for (const key of Object.keys(value)) if (r.chance(0.5)) delete value[key]
  }
  if (mode === 'extra') {
    for (let i = r.int(1, 3); i > 0; i--) value[extraKey(r)] = garbageValue({}, r)
  }
  // Sometimes the right JSON under the wrong type, which a parser must refuse cleanly.
  if (r.chance(0.04)) headers['content-type'] = r.pick(CONTENT_TYPES) || 'application/json'
  return { body: JSON.stringify(value), headers, mode: `body:${mode}` }
}

function randomIp(r: Random) {
  return r.chance(0.5)
    ? `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`
    : `2001:db8::${r.int(1, 65_535).toString(16)}`
}

const ODD_FORWARDED = [
  'not-an-ip',
  '::1',
  '127.0.0.1, 10.0.0.1',
  '',
  '999.999.999.999',
  'a'.repeat(2_000),
]
const BAD_AUTHORIZATIONS = [
  'Bearer ',
  'Bearer',
  'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
  `Bearer ${'a'.repeat(5_000)}`,
  'Bearer null',
  'Bearer undefined',
  'Bearer ../../etc/passwd',
  'Bearer 🏭',
]

/** Request `index` of run `seed`: the same on every run and machine. */
export function planRequest(
  seed: number,
  index: number,
  ops: Operation[],
  world: World,
): PlannedRequest {
  const r = randomFor(seed, index)
  const op = r.pick(ops)
  let method = op.method
  let modes: string[] = []
  const headers: Record<string, string> = {}

  let path = op.path.replaceAll(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.pathParams.find((p) => p.name === name) ?? { name, schema: {} }
    return pathParamValue(param, r, world)
  })
  if (op.queryParams.length > 0 || r.chance(0.05)) {
    const { query, mode } = queryString(op, r, world)
    if (query) path += `?${query}`
    modes.push(mode)
  }
  let body: string | undefined
  if (op.body && method !== 'GET') {
    const made = jsonBody(op.body, r, world)
    body = made.body
    Object.assign(headers, made.headers)
    modes.push(made.mode)
  } else if (method === 'POST' && r.chance(0.3)) {
    body = JSON.stringify(garbageValue({}, r)) ?? 'null'
    headers['content-type'] = 'application/json'
    modes.push('body:unexpected')
  }
  // Off the document: the wrong method, or a neighbour of a real path.
  if (r.chance(0.03)) {
    method = r.pick([
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'HEAD',
      method === 'GET' ? 'POST' : 'GET',
    ])
    modes = ['off-document:method']
  } else if (r.chance(0.02)) {
    path = `${op.path.replaceAll(/\{[^}]+\}/g, '1')}/${encode(asText(garbageValue({}, r)).slice(0, 200))}`
    modes = ['off-document:path']
  }

  const role = r.weighted([
    [op.secured ? 5 : 2, 'seeker'],
    [op.secured ? 2 : 1, 'owner'],
    [3, 'none'],
    [1, 'bad-token'],
  ] as const)
  const planned: PlannedRequest = {
    index,
    method,
    path,
    role,
    headers,
    body,
    mode: modes.join(' '),
    operation: `${op.method} ${op.path}`,
  }
  if (role === 'bad-token') {
    planned.badAuthorization = r.chance(0.5)
      ? r.pick(BAD_AUTHORIZATIONS)
      : `Bearer ${Array.from({ length: 43 }, () => r.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'])).join('')}`
  }
  // Client addresses vary so per-IP limits do not turn every later request into a 429.
  headers['x-forwarded-for'] = r.chance(0.97) ? randomIp(r) : r.pick(ODD_FORWARDED)
  if (r.chance(0.1))
    headers['x-request-id'] = r.pick(['fuzz-request-0001', '<script>', 'a'.repeat(300), ''])
  if (r.chance(0.1))
    headers['accept-encoding'] = r.pick(['gzip', 'br', 'deflate', 'identity', '*', 'gzip;q=0'])
  return planned
}
