import middie from '@fastify/middie'
import { createServer } from 'vite'
import { REPO_ROOT } from './config'
import { start } from './server'
import path from 'node:path'
import { readFile } from 'node:fs/promises'

/**
 * `npm run dev`: the API in watch mode with Vite's dev server mounted in the same process, so
 * the browser talks to one origin exactly as in production.
 */
const webRoot = path.join(REPO_ROOT, 'apps/web')
const vite = await createServer({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
})

await start({
  async indexHtml(url) {
    const template = await readFile(path.join(webRoot, 'index.html'), 'utf8')
    return vite.transformIndexHtml(url, template)
  },
  async mount(instance) {
    await instance.register(middie)
    instance.use(vite.middlewares)
    instance.addHook('onClose', () => vite.close())
  },
})
