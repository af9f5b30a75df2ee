import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim()
    if (!secret) throw new Error(`${file} is empty: delete it and a new sandbox secret is made`)
    return secret
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
}

async function readOrCreate(file: string): Promise<string> {
  const existing = await readSecret(file)
  if (existing) return existing
  await mkdir(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  try {
    // Only the owner may read it; `wx` fails when another process made it first: use theirs.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    const theirs = await readSecret(file)
    if (!theirs) throw err
    return theirs
  }
}

/**
 * The sandbox's signing secret, kept in `file` (DATA_DIR/sandbox-secret, mode 0600): made the
 * first time a signature is needed, the same for every later start. Read once per process.
 */
export function sandboxSecret(file: string): () => Promise<string> {
  let secret: Promise<string> | undefined
  return () => {
    secret ??= readOrCreate(file).catch((err: unknown) => {
      secret = undefined
      throw err
    })
    return secret
  }
}
