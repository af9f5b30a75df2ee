import { useMutation } from '@tanstack/react-query'
import { USER_TYPE } from '@app/contract/auth-texts'
import { api, type ApiOk } from '../../../lib/api-client'
import { authStore } from '../../../lib/auth-storage'

/** POST upgrade-user-type (auth): a seeker (type 1) becomes an owner (type 2). */
export const upgradeUserType = () =>
  api<ApiOk<{ user_type: 2 }>>('POST', 'upgrade-user-type', {
    body: { user_type: USER_TYPE.owner },
  })

/** Upgrades and records the new type locally, as the spec's login state expects. */
export const useUpgradeUserType = () =>
  useMutation({
    mutationFn: upgradeUserType,
    onSuccess: ({ data }) => authStore.updateUser({ user_type: data.user_type }),
  })
