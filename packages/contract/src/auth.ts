import { z } from 'zod'
import { ok } from './envelope'

/** User types (spec 000 section 3). Other values exist and have no permissions. */
export const USER_TYPE = { seeker: 1, owner: 2, admin: 99 } as const
export type UserType = number

export const PERMISSIONS = [
  'unlock-properties',
  'create-properties',
  'view-created-properties',
  'admin',
] as const
export type Permission = (typeof PERMISSIONS)[number]

/** API.md "Permissions by user type". */
export function permissionsFor(userType: number): Permission[] {
  switch (userType) {
    case USER_TYPE.seeker:
      return ['unlock-properties']
    case USER_TYPE.owner:
      return ['unlock-properties', 'create-properties', 'view-created-properties']
    case USER_TYPE.admin:
      return ['unlock-properties', 'create-properties', 'view-created-properties', 'admin']
    default:
      return []
  }
}

/** The spec's exact texts (spec 000 sections 4 and 5). */
export const AUTH_MESSAGES = {
  firstNameMin: 'First name must be at least 2 characters',
  ownerNameMin: 'Name must be at least 2 characters',
  phone: 'Phone number must be 10 digits',
  email: 'Invalid email',
  otp: 'OTP must be 6 digits',
  password: 'Password must be at least 6 characters',
  passwordsMatch: 'Passwords must match',
  terms: 'You must accept the terms and conditions',
  emailOrPhone: 'Email or Phone is required',
  oldPassword: 'Old password is required',
  newPassword: 'New password must be at least 6 characters',
  notAuthenticated: 'User not authenticated',
  registrationTitle: 'Registration Successful',
  registrationBody: 'Your account has been created!',
  upgradeTitle: 'Upgrade to Property Owner',
  upgradeBody: 'Do you want to create a property?',
  upgradeCancel: 'No, Cancel',
  upgradeConfirm: 'Yes, Upgrade Account',
  upgrading: 'Upgrading...',
  loginRequired: 'Login Required',
  pleaseLogin: 'Please login to continue',
} as const

export const OTP_LENGTH = 6
export const PASSWORD_MIN = 6
export const NAME_MIN = 2

/** Our own wording for rules the spec leaves open. */
export const AUTH_ERRORS = {
  alreadyRegistered: 'An account with this e-mail or phone number already exists. Please login.',
  invalidCredentials: 'Invalid e-mail/phone or password.',
  otpInvalid: 'The OTP is wrong or has expired. Please request a new one.',
  otpNotVerified: 'Please verify the OTP before setting a password.',
  tooManyOtpSends: 'Too many OTP requests. Please wait a few minutes and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  wrongOldPassword: 'Old password is incorrect.',
  upgradeOnlySeekers: 'Only a seeker account can be upgraded to a property owner.',
  sessionExpired: 'Your session has expired. Please login again.',
  smsUnavailable: 'Please give an e-mail address: OTP by SMS is not available yet.',
  otpDeliveryFailed: 'We could not send the OTP just now. Please try again in a moment.',
} as const

export const AUTH_SUCCESS = {
  otpSent: 'OTP sent. Please check your e-mail or phone.',
  otpVerified: 'OTP verified. Please set your password.',
  registered: AUTH_MESSAGES.registrationBody,
  forgotPassword: 'If an account exists for this e-mail, an OTP has been sent to it.',
  passwordReset: 'Your password has been reset. Please login with the new password.',
  passwordChanged: 'Your password has been changed. Please login again.',
  loggedOut: 'You have been logged out',
  upgraded: 'Your account is now a property owner account.',
} as const

const required = (message: string) => z.string({ error: message }).trim().min(1, message)

export const PhoneSchema = z
  .string({ error: AUTH_MESSAGES.phone })
  .trim()
  .regex(/^[0-9]{10}$/, AUTH_MESSAGES.phone)
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email(AUTH_MESSAGES.email))
export const OtpSchema = z
  .string({ error: AUTH_MESSAGES.otp })
  .trim()
  .regex(/^[0-9]{6}$/, AUTH_MESSAGES.otp)
export const PasswordSchema = z
  .string({ error: AUTH_MESSAGES.password })
  .min(PASSWORD_MIN, AUTH_MESSAGES.password)
  .max(128, 'Password must be at most 128 characters')

/** Owners may leave the e-mail empty (spec 000 section 5): '' and null both mean "none". */
const OptionalEmailSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  EmailSchema.nullable(),
)

function nameSchema(userType: number) {
  const message =
    userType === USER_TYPE.owner ? AUTH_MESSAGES.ownerNameMin : AUTH_MESSAGES.firstNameMin
  return z.string({ error: message }).trim().min(NAME_MIN, message).max(100)
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

const UserTypeInput = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]))

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
    c_password: z.string({ error: AUTH_MESSAGES.passwordsMatch }),
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
    c_password: z.string({ error: AUTH_MESSAGES.passwordsMatch }),
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
  email_or_phone: required(AUTH_MESSAGES.emailOrPhone),
  password: PasswordSchema,
})
export type LoginInput = z.infer<typeof LoginSchema>

export const ForgotPasswordSchema = z.object({ email: EmailSchema })

export const ResetPasswordSchema = z
  .object({
    email: EmailSchema,
    otp: OtpSchema,
    password: PasswordSchema,
    c_password: z.string({ error: AUTH_MESSAGES.passwordsMatch }),
  })
  .refine((v) => v.password === v.c_password, {
    message: AUTH_MESSAGES.passwordsMatch,
    path: ['c_password'],
  })

export const ChangePasswordSchema = z
  .object({
    old_password: required(AUTH_MESSAGES.oldPassword),
    new_password: z
      .string({ error: AUTH_MESSAGES.newPassword })
      .min(PASSWORD_MIN, AUTH_MESSAGES.newPassword)
      .max(128),
    c_password: z.string({ error: AUTH_MESSAGES.passwordsMatch }),
  })
  .refine((v) => v.new_password === v.c_password, {
    message: AUTH_MESSAGES.passwordsMatch,
    path: ['c_password'],
  })

export const UpgradeUserTypeSchema = z.object({ user_type: z.coerce.number().pipe(z.literal(2)) })

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
  created_at: z.string(),
})
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>
export const OutboxResponseSchema = ok(z.array(OutboxMessageSchema))

export const UpgradeResponseSchema = ok(z.object({ user_type: z.literal(2) }))
