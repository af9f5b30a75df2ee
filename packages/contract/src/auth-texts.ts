/**
 * The accounts texts, user types and permissions, free of Zod so the web app's first chunk can
 * use them without loading the validation library. `auth.ts` re-exports everything here.
 */

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

/** The phone number field's placeholder, on every form that asks for one. */
export const PHONE_PLACEHOLDER = '10-digit mobile number'

/** Our own wording for rules the spec leaves open. */
export const AUTH_ERRORS = {
  alreadyRegistered: 'An account with this e-mail or phone number already exists. Please login.',
  invalidCredentials: 'Invalid e-mail/phone or password.',
  otpInvalid: 'The OTP is wrong or has expired. Please request a new one.',
  otpNotVerified: 'Please verify the OTP before setting a password.',
  tooManyOtpSends: 'Too many OTP requests. Please wait a few minutes and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyFailures: 'Too many failed attempts. Please wait a little and try again.',
  tooManyRegistrationAttempts: 'Too many registration attempts. Please try again later.',
  wrongOldPassword: 'Old password is incorrect.',
  upgradeOnlySeekers: 'Only a seeker account can be upgraded to a property owner.',
  sessionExpired: 'Your session has expired. Please login again.',
  smsUnavailable: 'Please give an e-mail address: OTP by SMS is not available yet.',
  otpDeliveryFailed: 'We could not send the OTP just now. Please try again in a moment.',
  /** A cookie-authenticated write from another site or without the app's header (CSRF). */
  crossSiteRefused:
    'This request was refused: it did not come from this site. Please reload the page and try again.',
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
