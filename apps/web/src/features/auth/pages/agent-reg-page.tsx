import { USER_TYPE } from '@app/contract/auth-texts'
import { site } from '../../../lib/site'
import { RegistrationScreen } from '../components/registration-screen'

/** /agent-reg: owner registration (creates user_type 2 only). */
export function Component() {
  return (
    <>
      <title>{`Register as a Property Owner | ${site.name}`}</title>
      <RegistrationScreen userType={USER_TYPE.owner} />
    </>
  )
}
