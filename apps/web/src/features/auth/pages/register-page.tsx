import { USER_TYPE } from '@app/contract/auth-texts'
import { site } from '../../../lib/site'
import { RegistrationScreen } from '../components/registration-screen'

/** /register: seeker registration (user_type 1). */
export function Component() {
  return (
    <>
      <title>{`Register | ${site.name}`}</title>
      <RegistrationScreen userType={USER_TYPE.seeker} />
    </>
  )
}
