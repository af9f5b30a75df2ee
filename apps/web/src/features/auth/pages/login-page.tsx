import { Link } from 'react-router'
import { site } from '../../../lib/site'
import { AuthAside, AuthLayout, AuthLinks, OwnerRegistrationLine } from '../components/auth-layout'
import { LoginForm } from '../components/login-form'

const POINTS = [
  'Pick up where you left off: we take you back to the page you were on.',
  'Your wallet, unlocked properties and transactions are waiting.',
  'Owners: manage and finish your listings from My Properties.',
]

/** /login */
export function Component() {
  return (
    <>
      <title>{`Login | ${site.name}`}</title>
      <AuthLayout
        title="Login"
        lead="Welcome back. Login with your e-mail or phone number."
        aside={<AuthAside title="Good to see you again" points={POINTS} />}
      >
        <h2 className="mb-6 text-2xl">Login to your account</h2>
        <LoginForm />
        <AuthLinks>
          <p>
            New here? <Link to="/register">Register to find space</Link>
          </p>
          <OwnerRegistrationLine />
        </AuthLinks>
      </AuthLayout>
    </>
  )
}
