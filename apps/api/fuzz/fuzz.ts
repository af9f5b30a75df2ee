// `npm run fuzz -- --seed 7 --count 10000`: fuzzes the API from its OpenAPI document and exits
// 1 when any request got a 5xx, no answer or an answer outside the envelope, or the server
// crashed. Request N of a seed is the same on every run; with more than one request in flight
// the statuses may differ a little between runs (a logout or a rate limit lands earlier or later).
import { parseArgs } from 'node:util'
import { passed, runFuzz, summarise } from './runner'

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '4' },
  },
})
const seed = Number(values.seed)
const count = Number(values.count)
const concurrency = Number(values.concurrency)
if (![seed, count, concurrency].every((n) => Number.isInteger(n) && n >= 0) || concurrency < 1) {
  console.error('usage: npm run fuzz -- [--seed N] [--count N] [--concurrency N]')
  process.exit(2)
}

console.log(`Fuzzing the API: seed ${seed}, ${count} requests, ${concurrency} at a time`)
const report = await runFuzz({ seed, count, concurrency, progress: (line) => console.log(line) })
console.log(`\n${summarise(report)}`)
process.exit(passed(report) ? 0 : 1)
