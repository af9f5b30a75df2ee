import { site } from '../../../lib/site'
import { AuthAside, AuthLayout } from '../components/auth-layout'
import { ChangePasswordForm } from '../components/change-password-form'
import { RequireLogin } from '../../../components/login-required/require-login'

const POINTS = [
  'Use at least 6 characters; a longer phrase is harder to guess.',
  'Changing it logs you out everywhere, on every device.',
  'Then login again with the new password.',
]

/** /changepassword (needs login). */
export function Component() {
  return (
    <>
      <title>{`Change Password | ${site.name}`}</title>
      <RequireLogin>
        <AuthLayout
          title="Change Password"
          lead="Choose a new password for your account."
          aside={<AuthAside title="Good to know" points={POINTS} />}
        >
          <h2 className="mb-6 text-2xl">Set a new password</h2>
          <ChangePasswordForm />
        </AuthLayout>
      </RequireLogin>
    </>
  )
}
