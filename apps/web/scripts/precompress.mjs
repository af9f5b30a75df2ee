// Writes .br and .gz siblings of the built text assets, so the server can send them as they
// are (@fastify/static `preCompressed`) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = fileURLToPath(new URL('../dist', import.meta.url))
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(name) && statSync(full).size > 1024) yield full
  }
}

for (const file of files(dist)) {
  const data = readFileSync(file)
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
}
