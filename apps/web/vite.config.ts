import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { routePreloads } from './route-preloads.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    routePreloads(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
  ],
  build: {
    target: 'es2022',
    // Production builds publish no source maps (the app's source would be one request away).
    sourcemap: false,
    // No inline <script> or data: module preload polyfill: the CSP allows only our own files.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  // The server-rendering build (src/server/prerender.ts, run by the API as a child process)
  // carries its dependencies: it runs where only the API's bundle and the web build are.
  ssr: { noExternal: true },
  // The browser's files (favicon, images) are served from the browser build only.
  publicDir: isSsrBuild ? false : 'public',
}))
