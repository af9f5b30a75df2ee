// `npm start`: builds whatever is missing or older than its sources, then runs the product
// (migrations and seeding happen inside the server's start-up).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiEnv } from '../apps/api/node-options.mjs'

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
    // The build's last step: the server renderer, after the browser's files.
    output: at('apps/web/dist-server/prerender.js'),
    sources: [
      at('apps/web/src'),
      at('apps/web/route-preloads.ts'),
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

// The server runs as a child so that it gets the API's heap and allocator settings
// (apps/api/node-options.mjs): glibc reads MALLOC_ARENA_MAX when a process starts.
const server = spawn(process.execPath, [at('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: apiEnv(process.env),
  // Its own process group: Ctrl+C reaches this process only, which passes it on once (the
  // server shuts down gracefully on the first signal and would die on a second).
  detached: true,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
