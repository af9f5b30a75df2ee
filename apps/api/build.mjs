// Bundles the API into dist/server.js: our code and the contract inlined, packages external.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
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
