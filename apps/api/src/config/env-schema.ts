import { z } from 'zod'
import { databaseEnv } from './database-env'
import { messagesEnv } from './messages-env'
import { paymentsEnv } from './payments-env'
import { serverEnv } from './server-env'
import { siteEnv } from './site-env'
import { storageEnv } from './storage-env'

/** Every setting the environment may hold, by area; empty values count as unset. */
export const EnvSchema = z.object({
  ...serverEnv,
  ...databaseEnv,
  ...siteEnv,
  ...messagesEnv,
  ...paymentsEnv,
  ...storageEnv,
})

export type Env = z.infer<typeof EnvSchema>
