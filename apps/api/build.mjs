// Bundles the API into dist/server.js (or the path given as the first argument): our code and
// the contract inlined, packages external.
import { build } from 'esbuild'

const outfile = process.argv[2] ?? new URL('dist/server.js', import.meta.url).pathname

await build({
  entryPoints: [new URL('src/server.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  // No source map: the bundle is not minified, so stack traces stay readable without one, and
  // a map would carry the whole source wherever the build is copied.
  sourcemap: false,
  packages: 'external',
  // The contract is TypeScript source in the workspace: inline it rather than import it.
  plugins: [
    {
      name: 'inline-contract',
      setup(b) {
        b.onResolve({ filter: /^@app\/contract\// }, (args) => ({
          path: new URL(`../../packages/contract/src/${args.path.slice(14)}.ts`, import.meta.url)
            .pathname,
        }))
      },
    },
  ],
  logLevel: 'warning',
})
