// Bundles the API into dist/server.js (or the path given as the first argument): our code and
// the contract inlined, packages external but React's (see below). What the server imports
// only on demand (React for e-mails, the demo seed) goes in chunks beside it, in
// server.chunks/, loaded when first asked for.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

/**
 * React and React Email, which draw the e-mails' HTML (src/lib/mail/html.ts), are inlined in their
 * production builds whatever NODE_ENV the server runs with: NODE_ENV chooses the app's mode (a
 * demo with sandbox payments is 'development'), not React's. React's development build checks
 * every element as it renders: a lead digest took twice as long, holding the event loop
 * (decision 074). They load with the first e-mail, as before: esbuild keeps a bundled package's
 * code in a chunk of its own until the dynamic import that asks for it.
 */
const PRODUCTION_REACT = /^(react|react-dom|@react-email\/[^/]+)(\/.*)?$/

const outfile = process.argv[2] ?? new URL('dist/server.js', import.meta.url).pathname
const entry = path.basename(outfile, '.js')
const chunks = `${entry}.chunks`
rmSync(path.join(path.dirname(outfile), chunks), { recursive: true, force: true })

await build({
  entryPoints: [new URL('src/server.ts', import.meta.url).pathname],
  outdir: path.dirname(outfile),
  entryNames: entry,
  chunkNames: `${chunks}/[name]-[hash]`,
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  // No source map: the bundle is not minified, so stack traces stay readable without one, and
  // a map would carry the whole source wherever the build is copied.
  sourcemap: false,
  define: { 'process.env.NODE_ENV': '"production"' },
  // React's CommonJS requires Node's own modules: a require for the ES modules it is bundled in.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);",
  },
  plugins: [
    {
      name: 'packages',
      setup(b) {
        // The contract is TypeScript source in the workspace: inlined rather than imported.
        b.onResolve({ filter: /^@app\/contract\// }, (args) => ({
          path: new URL(`../../packages/contract/src/${args.path.slice(14)}.ts`, import.meta.url)
            .pathname,
        }))
        // Every other package is imported from node_modules at run time, but React's, and what
        // React Email imports (the versions it was installed with), but Prettier (only its
        // `pretty` option loads it).
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          PRODUCTION_REACT.test(args.path) ||
          (args.importer.includes('/node_modules/@react-email/') && !/^prettier/.test(args.path))
            ? undefined
            : { path: args.path, external: true },
        )
      },
    },
  ],
  logLevel: 'warning',
})
