import type { AUTH_SUCCESS } from '@app/contract/auth'

/**
 * What other screens may hand the login page in navigation state: the account to prefill
 * (after registration or a reset) and which AUTH_SUCCESS notice to show (after logout or a
 * password change). A key, not the text, so callers on the app's first chunk need not load
 * the contract's schemas.
 */
export interface LoginPageState {
  emailOrPhone?: string
  notice?: keyof typeof AUTH_SUCCESS
}
