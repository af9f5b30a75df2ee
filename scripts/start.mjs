// `npm start`: builds whatever is missing or older than its sources, then runs the product
// (migrations and seeding happen inside the server's start-up).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const at = (...p) => path.join(root, ...p)

/** Newest modification time under the given folders/files (skips node_modules and dist). */
function newest(paths) {
  let max = 0
  const walk = (p) => {
    if (!existsSync(p)) return
    const s = statSync(p)
    if (s.isDirectory()) {
      for (const name of readdirSync(p))
        if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name))
    } else max = Math.max(max, s.mtimeMs)
  }
  paths.forEach(walk)
  return max
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0)
const contract = at('packages/contract/src')
const targets = [
  {
    name: 'web',
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      contract,
    ],
  },
  { name: 'api', output: at('apps/api/dist/server.js'), sources: [at('apps/api/src'), contract] },
]

for (const t of targets) {
  if (mtime(t.output) >= newest(t.sources)) continue
  console.log(`Building ${t.name}…`)
  const result = spawnSync('npm', ['run', 'build', '-w', `apps/${t.name}`], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const { start } = await import(pathToFileURL(at('apps/api/dist/server.js')).href)
await start()
