import { z } from 'zod'
import { ok } from './envelope'
import { AUTH_MESSAGES, PERMISSIONS, USER_TYPE } from './auth-texts'
import { oneLine } from './input'
import {
  EMAIL_MAX_LENGTH,
  LOGIN_ID_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN,
  PHONE_LENGTH,
  tooLongMessage,
} from './limits'

export * from './auth-texts'

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(label, max))

/** Longer than any valid password, so it cannot match: the spec's mismatch text says enough. */
const ConfirmPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordsMatch })
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordsMatch)

export const PhoneSchema = z
  .string({ error: AUTH_MESSAGES.phone })
  .trim()
  // One message, not two: a long number fails the length and the pattern alike.
  .max(PHONE_LENGTH, { message: AUTH_MESSAGES.phone, abort: true })
  .regex(/^[0-9]{10}$/, AUTH_MESSAGES.phone)
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .toLowerCase()
  // An address longer than SMTP carries is not a valid one: the spec's own text covers it.
  .max(EMAIL_MAX_LENGTH, { message: AUTH_MESSAGES.email, abort: true })
  .pipe(z.email(AUTH_MESSAGES.email))
export const OtpSchema = z
  .string({ error: AUTH_MESSAGES.otp })
  .trim()
  .max(OTP_LENGTH, { message: AUTH_MESSAGES.otp, abort: true })
  .regex(/^[0-9]{6}$/, AUTH_MESSAGES.otp)
export const PasswordSchema = z
  .string({ error: AUTH_MESSAGES.password })
  .min(PASSWORD_MIN, AUTH_MESSAGES.password)
  .max(PASSWORD_MAX_LENGTH, tooLongMessage('Password', PASSWORD_MAX_LENGTH))

/** Owners may leave the e-mail empty (spec 000 section 5): '' and null both mean "none". */
const OptionalEmailSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  EmailSchema.nullable(),
)

function nameSchema(userType: number) {
  const owner = userType === USER_TYPE.owner
  const message = owner ? AUTH_MESSAGES.ownerNameMin : AUTH_MESSAGES.firstNameMin
  return oneLine(
    z
      .string({ error: message })
      .trim()
      .min(NAME_MIN, message)
      .max(NAME_MAX_LENGTH, tooLongMessage(owner ? 'Name' : 'First name', NAME_MAX_LENGTH)),
  )
}

/** Step 1 of registration, as each form validates it (seeker: 1, owner: 2). */
export function registrationDetailsSchema(userType: 1 | 2) {
  return z.object({
    first_name: nameSchema(userType),
    email: userType === USER_TYPE.owner ? OptionalEmailSchema : EmailSchema,
    phone_number: PhoneSchema,
  })
}
export type RegistrationDetails = z.infer<ReturnType<typeof registrationDetailsSchema>>

const UserTypeInput = z.coerce
  .number()
  .pipe(z.union([z.literal(USER_TYPE.seeker), z.literal(USER_TYPE.owner)]))

/** POST send-otp: the server applies the rules of the form that sent it. */
export const SendOtpSchema = z
  .object({
    first_name: z.string().optional(),
    email: z.unknown().optional(),
    phone_number: z.unknown().optional(),
    user_type: UserTypeInput.default(1),
  })
  .transform((v, ctx) => {
    const parsed = registrationDetailsSchema(v.user_type).safeParse(v)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' })
      return z.NEVER
    }
    return { ...parsed.data, user_type: v.user_type }
  })
export type SendOtpInput = z.input<typeof SendOtpSchema>

export const VerifyOtpSchema = z.object({
  email: OptionalEmailSchema,
  phone_number: PhoneSchema,
  verification_otp: OtpSchema,
})
export type VerifyOtpInput = z.infer<typeof VerifyOtpSchema>

/** Step 3 of the form: password, confirmation and the terms box. */
export const SetPasswordSchema = z
  .object({
    password: PasswordSchema,
    c_password: ConfirmPasswordSchema,
    agreeTerms: z.literal(true, { error: AUTH_MESSAGES.terms }),
  })
  .refine((v) => v.password === v.c_password, {
    message: AUTH_MESSAGES.passwordsMatch,
    path: ['c_password'],
  })

export const RegisterSchema = z
  .object({
    first_name: z.string().optional(),
    email: z.unknown().optional(),
    phone_number: z.unknown().optional(),
    user_type: UserTypeInput.default(1),
    verification_otp: OtpSchema,
    password: PasswordSchema,
    c_password: ConfirmPasswordSchema,
    agreeTerms: z.preprocess(
      (v) => v === true || v === 'true' || v === 1 || v === '1' || v === 'on',
      z.literal(true, { error: AUTH_MESSAGES.terms }),
    ),
  })
  .refine((v) => v.password === v.c_password, {
    message: AUTH_MESSAGES.passwordsMatch,
    path: ['c_password'],
  })
  .transform((v, ctx) => {
    const parsed = registrationDetailsSchema(v.user_type).safeParse(v)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' })
      return z.NEVER
    }
    return { ...v, ...parsed.data }
  })
export type RegisterInput = z.output<typeof RegisterSchema>

export const LoginSchema = z.object({
  email_or_phone: required(AUTH_MESSAGES.emailOrPhone, LOGIN_ID_MAX_LENGTH, 'Email or Phone'),
  password: PasswordSchema,
})
export type LoginInput = z.infer<typeof LoginSchema>

export const ForgotPasswordSchema = z.object({ email: EmailSchema })

export const ResetPasswordSchema = z
  .object({
    email: EmailSchema,
    otp: OtpSchema,
    password: PasswordSchema,
    c_password: ConfirmPasswordSchema,
  })
  .refine((v) => v.password === v.c_password, {
    message: AUTH_MESSAGES.passwordsMatch,
    path: ['c_password'],
  })

export const ChangePasswordSchema = z
  .object({
    old_password: required(AUTH_MESSAGES.oldPassword, PASSWORD_MAX_LENGTH, 'Old password'),
    new_password: z
      .string({ error: AUTH_MESSAGES.newPassword })
      .min(PASSWORD_MIN, AUTH_MESSAGES.newPassword)
      .max(PASSWORD_MAX_LENGTH, tooLongMessage('New password', PASSWORD_MAX_LENGTH)),
    c_password: ConfirmPasswordSchema,
  })
  .refine((v) => v.new_password === v.c_password, {
    message: AUTH_MESSAGES.passwordsMatch,
    path: ['c_password'],
  })

export const UpgradeUserTypeSchema = z.object({
  user_type: z.coerce.number().pipe(z.literal(USER_TYPE.owner)),
})

export const SessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_type: z.number().int(),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

export const LoginResponseSchema = ok(SessionUserSchema.extend({ token: z.string() }))
export const RegisterResponseSchema = ok(SessionUserSchema)
export const MeResponseSchema = ok(
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string(),
    user_type: z.number().int(),
    permissions: z.array(z.enum(PERMISSIONS)),
  }),
)
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** An e-mail's HTML part; null for SMS. */
  html: z.string().nullable(),
  created_at: z.string(),
})
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>
export const OutboxResponseSchema = ok(z.array(OutboxMessageSchema))

export const UpgradeResponseSchema = ok(z.object({ user_type: z.literal(USER_TYPE.owner) }))
