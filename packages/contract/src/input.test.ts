import { describe, expect, it } from 'vitest'
import {
  ChangePasswordSchema,
  EmailSchema,
  LoginSchema,
  OtpSchema,
  PasswordSchema,
  PhoneSchema,
  registrationDetailsSchema,
} from './auth'
import { NewsletterSchema } from './content'
import { DistrictFilterSchema } from './geo'
import { ID_MAX, IdSchema, optionalIdSchema } from './input'
import { ListingQuerySchema, PropertyIdQuerySchema } from './listing'

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message

describe('IdSchema: ids are whole numbers from 1 to 2^31 - 1', () => {
  it('accepts numbers and strings of digits within the range', () => {
    expect(IdSchema.parse(1)).toBe(1)
    expect(IdSchema.parse('42')).toBe(42)
    expect(IdSchema.parse(ID_MAX)).toBe(2_147_483_647)
    expect(IdSchema.parse(String(ID_MAX))).toBe(ID_MAX)
  })

  it('refuses 2^31 and beyond, zero, negatives, fractions and other types', () => {
    for (const bad of [
      2 ** 31,
      '2147483648',
      '99999999999999999999999',
      0,
      -1,
      '-1',
      1.5,
      '1.5',
      '1e3',
      Infinity,
      Number.NaN,
      true,
      [1],
      {},
      'abc',
      '',
    ]) {
      const result = IdSchema.safeParse(bad)
      expect(result.success, String(bad)).toBe(false)
    }
    expect(messageOf(PropertyIdQuerySchema.safeParse({ property_id: 2 ** 31 }))).toBe(
      'Property id must be a whole number from 1 to 2147483647',
    )
    expect(messageOf(PropertyIdQuerySchema.safeParse({}))).toBe('Property id is required')
  })

  it('treats an empty optional id as no filter, but not an out-of-range one', () => {
    const optional = optionalIdSchema('State id')
    expect(optional.parse('')).toBeUndefined()
    expect(optional.parse(undefined)).toBeUndefined()
    expect(optional.parse('7')).toBe(7)
    expect(messageOf(DistrictFilterSchema.safeParse({ state_id: '2147483648' }))).toBe(
      'State id must be a whole number from 1 to 2147483647',
    )
    expect(ListingQuerySchema.safeParse({ city_id: '4294967296' }).success).toBe(false)
  })
})

describe('every text input has a maximum length', () => {
  const long = (n: number) => 'a'.repeat(n)

  it("refuses an e-mail over 254 characters with the newsletter's text", () => {
    const email = `${long(250)}@example.in`
    expect(messageOf(EmailSchema.safeParse(email))).toBe('Invalid email')
    expect(messageOf(NewsletterSchema.safeParse({ email }))).toBe(
      'Please enter a valid e-mail address, such as name@example.com.',
    )
  })

  it('refuses names over 100 characters, naming the field', () => {
    const seeker = registrationDetailsSchema(1).safeParse({
      first_name: long(101),
      email: 'asha@example.in',
      phone_number: '9876543210',
    })
    expect(messageOf(seeker)).toBe('First name must be at most 100 characters')
    const owner = registrationDetailsSchema(2).safeParse({
      first_name: long(101),
      email: '',
      phone_number: '9876543210',
    })
    expect(messageOf(owner)).toBe('Name must be at most 100 characters')
  })

  it('refuses passwords over 128 characters before anything hashes them', () => {
    expect(messageOf(PasswordSchema.safeParse(long(129)))).toBe(
      'Password must be at most 128 characters',
    )
    expect(
      messageOf(
        ChangePasswordSchema.safeParse({
          old_password: long(129),
          new_password: 'godown-pass',
          c_password: 'godown-pass',
        }),
      ),
    ).toBe('Old password must be at most 128 characters')
    expect(
      messageOf(LoginSchema.safeParse({ email_or_phone: long(20_000), password: 'secret-1' })),
    ).toBe('Email or Phone must be at most 254 characters')
  })

  it('gives one message, not two, for a phone number or OTP that is too long', () => {
    const phone = PhoneSchema.safeParse('98765432101')
    expect(phone.error?.issues.map((i) => i.message)).toEqual(['Phone number must be 10 digits'])
    const otp = OtpSchema.safeParse('1234567')
    expect(otp.error?.issues.map((i) => i.message)).toEqual(['OTP must be 6 digits'])
  })

  it('refuses search text over 100 characters', () => {
    expect(messageOf(ListingQuerySchema.safeParse({ q: long(101) }))).toBe(
      'Search must be at most 100 characters',
    )
  })
})
