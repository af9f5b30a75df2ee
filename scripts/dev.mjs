// `npm run dev`: the API in watch mode with Vite's dev server mounted in the same process.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const child = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/dev.ts'], {
  cwd: root,
  stdio: 'inherit',
})
child.on('exit', (code) => process.exit(code ?? 0))
