import { USER_TYPE } from '@app/contract/auth-texts'
import { Link } from 'react-router'
import { AuthAside, AuthLayout, AuthLinks, OwnerRegistrationLine } from './auth-layout'
import { RegistrationFlow } from './registration-flow'

const VARIANTS = {
  1: {
    title: 'Create your account',
    lead: 'Register to see full property details and unlock owners’ contact details with wallet credits.',
    asideTitle: 'Why register?',
    points: [
      'Open every listed godown and warehouse, with photos, sizes and prices.',
      'Unlock an owner’s phone number and address with credits (₹1 = 1 credit).',
      'Find every property you unlocked, and your payments, in one place.',
    ],
  },
  2: {
    title: 'Register as a Property Owner',
    lead: 'List your godown or warehouse for free and hear from businesses looking for space.',
    asideTitle: 'Listing is free',
    points: [
      'Post a property in four short steps: details, price, photos and address.',
      'Your phone number stays private until a seeker unlocks it.',
      'Edit your listings and continue unfinished ones from My Properties.',
    ],
  },
} as const

/** /register (seekers, user_type 1) and /agent-reg (owners, user_type 2): one screen, two texts. */
export function RegistrationScreen({ userType }: { userType: 1 | 2 }) {
  const text = VARIANTS[userType]
  return (
    <AuthLayout
      title={text.title}
      lead={text.lead}
      aside={<AuthAside title={text.asideTitle} points={text.points} />}
    >
      <RegistrationFlow userType={userType} />
      <AuthLinks>
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
        {userType === USER_TYPE.owner ? (
          <p>
            Looking for space instead? <Link to="/register">Register as a seeker</Link>
          </p>
        ) : (
          <OwnerRegistrationLine />
        )}
      </AuthLinks>
    </AuthLayout>
  )
}
