import { describe, expect, it } from 'vitest'
import { AccountNameBodySchema } from './account'
import { AdminPropertyQuerySchema, HideBodySchema, ResolveReportBodySchema } from './admin'
import { registrationDetailsSchema, SendOtpSchema } from './auth'
import { CompanyProfileSchema, ContactSchema } from './content'
import { ListingQuerySchema } from './listing'
import {
  CreateAddressBodySchema,
  CreateAttachmentBodySchema,
  CreatePropertyBodySchema,
  UpdateAddressBodySchema,
  UpdatePropertyBodySchema,
} from './owner'
import { AnswerBodySchema, ReportBodySchema } from './report'
import { SavedSearchBodySchema } from './search'
import { isMultiLine, isOneLine, TEXT_MESSAGES, toOneLine } from './text'

interface Parsable {
  safeParse(v: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }
}

/** The messages a body gets on one field. */
const messagesOn = (schema: Parsable, body: object, field: string) =>
  (schema.safeParse(body).error?.issues ?? [])
    .filter((i) => i.path.join('.') === field)
    .map((i) => i.message)

/** Text that can pass for ours once it starts a line of its own, or hide or reorder what it says. */
const SPOOFS = {
  newline: 'Big godown\n\nURGENT: your account is suspended, pay at http://evil.example',
  'carriage return': 'Big godown\rURGENT',
  tab: 'Big\tgodown',
  'C0 control': 'Big godown\u0007',
  NUL: 'Big godown\u0000',
  DEL: 'Big godown\u007f',
  'C1 next line': 'Big godown\u0085URGENT',
  'line separator': 'Big godown\u2028URGENT',
  'paragraph separator': 'Big godown\u2029URGENT',
  'right-to-left override': 'Big godown \u202Egpj.exe',
  'left-to-right isolate': 'Big \u2066godown\u2069',
  'right-to-left mark': 'Big godown\u200F',
  'arabic letter mark': 'Big godown\u061C',
  'zero-width space': 'Big\u200Bgodown',
  'word joiner': 'Big\u2060godown',
  'byte order mark': 'Big\uFEFFgodown',
  'tag characters': 'Big godown\u{E0041}\u{E0042}',
  'lone surrogate': 'Big godown\uD800',
}

/** Text people really write: Indian scripts (with their joiners), emoji, punctuation, quotes. */
const FINE = [
  'Godown near the Mumbai–Nashik highway, 30 ft “clear” height',
  'भिवंडी में गोदाम',
  // ZWNJ and ZWJ change how Devanagari and Malayalam letters join: they must stay.
  'क्\u200Cष गोदाम',
  'ന്\u200Dറ warehouse',
  'Cold store 👨\u200D👩\u200D👧 🇮🇳',
  'Shed #12 (A/B) — ₹45,000/month',
]

interface Case {
  schema: Parsable
  body: object
  field: string
}

const property = { name: 'Warehouse', type: 1 }
const address = {
  property_id: 1,
  state_id: 1,
  district_id: 1,
  city_id: 1,
  pin_code: '421302',
  address: 'Gala 12',
}
const contact = {
  user_name: 'Ravi',
  user_email: 'ravi@example.in',
  user_phone: '9876501234',
  property_location: 'Bhiwandi',
  state: 'Maharashtra',
  message: 'Looking for space',
}

/** Every one-line field a person types. */
const ONE_LINE: Record<string, Case> = {
  'listing title (wizard)': { schema: CreatePropertyBodySchema, body: property, field: 'name' },
  'listing title (edit)': { schema: UpdatePropertyBodySchema, body: {}, field: 'name' },
  'attachment name': {
    schema: CreateAttachmentBodySchema,
    body: { property_id: 1, name: 'Front' },
    field: 'name',
  },
  'seeker first name': {
    schema: registrationDetailsSchema(1),
    body: { first_name: 'Asha', email: 'asha@example.in', phone_number: '9876543210' },
    field: 'first_name',
  },
  'owner name (send-otp)': {
    schema: SendOtpSchema,
    body: { first_name: 'Asha', phone_number: '9876543210', user_type: 2 },
    field: 'first_name',
  },
  'account name': { schema: AccountNameBodySchema, body: { name: 'Asha' }, field: 'name' },
  'saved search name': {
    schema: SavedSearchBodySchema,
    body: { name: 'Rent', filters: {} },
    field: 'name',
  },
  'search text': { schema: ListingQuerySchema, body: {}, field: 'q' },
  'contact name': { schema: ContactSchema, body: contact, field: 'user_name' },
  'contact property location': {
    schema: ContactSchema,
    body: contact,
    field: 'property_location',
  },
  'brochure name': {
    schema: CompanyProfileSchema,
    body: { name: 'Ravi', email: 'ravi@example.in', phone_number: '9876501234' },
    field: 'name',
  },
  'admin search': { schema: AdminPropertyQuerySchema, body: {}, field: 'q' },
}

/** Fields of several lines: newlines stay, nothing else that is invisible or a control. */
const MULTI_LINE: Record<string, Case> = {
  'listing description': { schema: CreatePropertyBodySchema, body: property, field: 'description' },
  'listing description (edit)': {
    schema: UpdatePropertyBodySchema,
    body: {},
    field: 'description',
  },
  address: { schema: CreateAddressBodySchema, body: address, field: 'address' },
  'address (edit)': { schema: UpdateAddressBodySchema, body: address, field: 'address' },
  'attachment description': {
    schema: CreateAttachmentBodySchema,
    body: { property_id: 1, name: 'Front' },
    field: 'description',
  },
  'contact message': { schema: ContactSchema, body: contact, field: 'message' },
  'report message': {
    schema: ReportBodySchema,
    body: { property_id: 1, reason: 'other' },
    field: 'message',
  },
  'report answer': { schema: AnswerBodySchema, body: { answer: 'confirm' }, field: 'message' },
  'moderator reason': { schema: HideBodySchema, body: {}, field: 'reason' },
  'resolution note': { schema: ResolveReportBodySchema, body: {}, field: 'note' },
}

describe('one-line text fields', () => {
  for (const [label, { schema, body, field }] of Object.entries(ONE_LINE)) {
    it(`${label}: refuses control and invisible formatting characters, with one message`, () => {
      for (const [kind, text] of Object.entries(SPOOFS)) {
        expect(messagesOn(schema, { ...body, [field]: text }, field), kind).toEqual([
          TEXT_MESSAGES.oneLine,
        ])
      }
      for (const text of FINE) {
        expect(messagesOn(schema, { ...body, [field]: text }, field), text).toEqual([])
      }
    })
  }
})

describe('multi-line text fields', () => {
  for (const [label, { schema, body, field }] of Object.entries(MULTI_LINE)) {
    it(`${label}: keeps line breaks, refuses other controls and invisible formatting`, () => {
      const lines = 'Dry storage.\nLoading bay at the back.\r\nOpen 24×7.'
      expect(messagesOn(schema, { ...body, [field]: lines }, field)).toEqual([])
      for (const text of FINE) {
        expect(messagesOn(schema, { ...body, [field]: text }, field), text).toEqual([])
      }
      const { newline: _, 'carriage return': __, ...spoofs } = SPOOFS
      for (const [kind, text] of Object.entries(spoofs)) {
        expect(messagesOn(schema, { ...body, [field]: text }, field), kind).toEqual([
          TEXT_MESSAGES.multiLine,
        ])
      }
    })
  }
})

describe('toOneLine: stored text of unknown origin, for quoting', () => {
  it('collapses every run of controls, separators, invisible formatting and spaces to one space', () => {
    expect(toOneLine(SPOOFS.newline, 200)).toBe(
      'Big godown URGENT: your account is suspended, pay at http://evil.example',
    )
    for (const text of Object.values(SPOOFS)) {
      const line = toOneLine(text, 200)
      expect(isOneLine(line), JSON.stringify(text)).toBe(true)
      expect(line).toBe(line.trim())
    }
    for (const text of FINE) expect(toOneLine(text, 200)).toBe(text)
  })

  it('cuts at `max` characters (not UTF-16 units), marking the cut', () => {
    expect(toOneLine('Godown '.repeat(10), 20)).toBe('Godown Godown Godow…')
    expect(Array.from(toOneLine('🏭'.repeat(30), 10))).toHaveLength(10)
    expect(toOneLine('short', 20)).toBe('short')
  })

  it('tells one line from several', () => {
    expect(isOneLine('a\nb')).toBe(false)
    expect(isMultiLine('a\nb\r\nc')).toBe(true)
    expect(isMultiLine('a\u2028b')).toBe(false)
  })
})
