import { existsSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../roots'

/**
 * Set in the environment of the child process that prepares the database for a server
 * (start.ts): the bundle run there prepares, reports and exits instead of serving.
 */
const PREPARE_CHILD_ENV = 'GODOWN_PREPARE_CHILD'

/** The environment of that child: `env` (this process's by default), marked. */
export function preparingChildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, [PREPARE_CHILD_ENV]: '1' }
}

/** True in the child process that prepares the database. */
export function inPreparingChildEnv() {
  return process.env[PREPARE_CHILD_ENV] === '1'
}

/** Reads `.env` at the repository root, if there is one, without overriding real env. */
export function loadDotEnv() {
  const file = path.join(REPO_ROOT, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}
