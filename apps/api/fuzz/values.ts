import type { Random } from './random'

/** The parts of JSON Schema that the route schemas produce. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number | boolean
  exclusiveMaximum?: number | boolean
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  nullable?: boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  default?: unknown
}

/** Facts about the seeded world, so that valid requests reach the code behind validation. */
export interface World {
  stateIds: number[]
  districtIds: number[]
  cityIds: number[]
  propertyIds: number[]
  pinCodes: string[]
  emails: string[]
  phones: string[]
}

const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('')
const letters = (r: Random, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(r.int(97, 122))).join('')

/** Plausible values by field name: what the spec's client would send. */
function validByName(name: string, r: Random, world: World): unknown {
  switch (name) {
    case 'email':
    case 'user_email':
      return r.chance(0.3) ? r.pick(world.emails) : `fuzz.${letters(r, 6)}@example.in`
    case 'email_or_phone':
      return r.chance(0.5) ? r.pick(world.emails) : r.pick(world.phones)
    case 'phone_number':
    case 'user_phone':
      return r.chance(0.3) ? r.pick(world.phones) : `9${digits(r, 9)}`
    case 'first_name':
    case 'name':
    case 'user_name':
      return r.pick(['Asha', 'Ravi Traders', 'गोदाम मालिक', 'Bhiwandi Logistics'])
    case 'otp':
    case 'verification_otp':
      return digits(r, 6)
    case 'password':
    case 'new_password':
    case 'old_password':
    case 'c_password':
      return 'fuzz-pass-1'
    case 'agreeTerms':
      return true
    case 'user_type':
      return r.pick([1, 2])
    case 'state_id':
      return r.pick(world.stateIds)
    case 'district_id':
      return r.pick(world.districtIds)
    case 'city_id':
      return r.pick(world.cityIds)
    case 'property_id':
    case 'id':
      return r.pick(world.propertyIds)
    case 'user_id':
      return r.int(1, 10)
    case 'pin':
    case 'pin_code':
      return r.chance(0.7) ? r.pick(world.pinCodes) : `${r.int(1, 9)}${digits(r, 5)}`
    case 'purchase_type':
      return r.int(1, 3)
    case 'type':
      return r.int(1, 2)
    case 'q':
      return r.pick(['godown', 'warehouse bhiwandi', 'cold', 'गोदाम', 'a'])
    case 'message':
      return 'Looking for 10,000 sq.ft near the highway.'
    default:
      return undefined
  }
}

/** A value the schema accepts (as far as a schema can say), preferring names we know. */
export function validValue(schema: JsonSchema, r: Random, world: World, name = ''): unknown {
  const known = validByName(name, r, world)
  if (known !== undefined) return known
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return r.pick(schema.enum)
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) return validValue(r.pick(options), r, world, name)
  const type = Array.isArray(schema.type)
    ? r.pick(schema.type.filter((t) => t !== 'null'))
    : schema.type
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1_000)
      const max = Math.min(schema.maximum ?? 1_000, min + 1_000)
      return r.int(min, max)
    }
    case 'boolean':
      return r.chance(0.5)
    case 'string': {
      const min = schema.minLength ?? 1
      const max = Math.max(min, Math.min(schema.maxLength ?? 20, 40))
      return letters(r, r.int(min, max))
    }
    case 'array':
      return Array.from({ length: r.int(0, 3) }, () => validValue(schema.items ?? {}, r, world))
    case 'object':
      return validObject(schema, r, world)
    default:
      return letters(r, 8)
  }
}

export function validObject(schema: JsonSchema, r: Random, world: World) {
  const out: Record<string, unknown> = {}
  const required = new Set(schema.required ?? [])
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || r.chance(0.7)) out[key] = validValue(sub, r, world, key)
  }
  // Confirmations match their password unless a mutation says otherwise.
  if ('c_password' in out) out.c_password = out.password ?? out.new_password ?? out.c_password
  return out
}

const LONG = (n: number, ch = 'a') => ch.repeat(n)

/** Values that have broken servers before: limits, types, encodings and injection classics. */
const GARBAGE_POOL: ReadonlyArray<(r: Random) => unknown> = [
  () => 2 ** 31,
  () => 2 ** 31 - 1,
  () => -(2 ** 31) - 1,
  () => 2 ** 53,
  () => 2 ** 63,
  () => 1e308,
  () => -1e308,
  () => -1,
  () => 0,
  () => -0,
  () => 1.5,
  () => 0.1,
  () => '2147483648',
  () => '9223372036854775808',
  () => '99999999999999999999999999',
  () => '-1',
  () => '0',
  () => '1.5',
  () => '1e3',
  () => '0x10',
  () => 'NaN',
  () => 'Infinity',
  () => '１２３',
  () => '',
  () => ' ',
  () => '\t\n',
  () => null,
  () => true,
  () => false,
  () => [],
  () => [1, 2, 3],
  () => ['a', null],
  () => ({}),
  () => ({ $gt: '' }),
  () => ({ toString: 'x', valueOf: 1 }),
  () => LONG(255),
  () => LONG(1_025),
  () => LONG(5_001),
  () => LONG(20_000),
  (r) => LONG(r.int(100_000, 300_000)),
  () => `${LONG(20_000)}@example.in`,
  () => LONG(3_000, '🏭'),
  () => 'गोदाम भिवंडी',
  () => 'Ünïcödé ßtring',
  () => '🏭🚚📦',
  () => '\u0000',
  () => 'a\u0000b',
  () => '\ud800',
  () => '\u202e\u0041\u0042',
  () => '\ufeff',
  () => "' OR '1'='1",
  () => "'; drop table users; --",
  () => '<script>alert(1)</script>',
  () => '../../../../etc/passwd',
  () => '%00',
  () => '%',
  () => '{{7*7}}',
  () => '${jndi:ldap://x}',
  () => '__proto__',
  (r) => Array.from({ length: r.int(50, 2_000) }, (_, i) => i),
  // Deep enough to hurt a recursive validator, shallow enough for JSON.stringify here.
  (r) => nested(r.int(50, 1_000)),
]

function nested(depth: number): unknown {
  let value: unknown = 'deep'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

/** Values just inside and outside the schema's own limits. */
function boundaryValues(schema: JsonSchema): unknown[] {
  const out: unknown[] = []
  if (schema.type === 'integer' || schema.type === 'number') {
    for (const bound of [schema.minimum, schema.maximum]) {
      if (bound === undefined) continue
      out.push(bound, bound - 1, bound + 1, String(bound + 1), bound + 0.5)
    }
  }
  if (schema.type === 'string') {
    if (schema.maxLength !== undefined)
      out.push(LONG(schema.maxLength), LONG(schema.maxLength + 1), LONG(schema.maxLength * 100))
    if (schema.minLength) out.push(LONG(schema.minLength - 1))
  }
  return out
}

/** A value chosen to be wrong: a boundary of this schema or anything from the pool. */
export function garbageValue(schema: JsonSchema, r: Random): unknown {
  const boundaries = boundaryValues(schema)
  if (boundaries.length > 0 && r.chance(0.35)) return r.pick(boundaries)
  return r.pick(GARBAGE_POOL)(r)
}

/** A field name nobody declared. */
export function extraKey(r: Random) {
  return r.pick([
    'extra',
    'is_admin',
    'user_type',
    'credits',
    'constructor',
    'id',
    LONG(1_000, 'k'),
    '',
    '🏭',
  ])
}
