'use strict'
/**
 * autocannon's `setupClient` for the wallet cases (bench/wallet.ts). autocannon runs in a
 * worker thread and loads this file there by path (a function cannot cross into the worker),
 * so it is plain CommonJS and gets its data from the worker's `workerData.opts.feed`:
 *
 * - `items`: `{ authorization, body }` per request, each sent once in turn across all
 *   connections (a fresh confirmation or unlock per request), wrapping around when used up;
 * - `next`: an Int32Array on a SharedArrayBuffer, the index of the next item (the main thread
 *   reads it afterwards: past `items.length` the run was replaying);
 * - `latencies`/`recorded`: every response's time in ms (autocannon's own measure), because
 *   autocannon's result has no 95th percentile.
 */
const { workerData } = process.getBuiltinModule('node:worker_threads')

const { items, next, latencies, recorded } = workerData.opts.feed

module.exports = function setupClient(client) {
  // 'request' comes just before a request is written: swap in the next item's headers and body.
  client.on('request', () => {
    const item = items[Atomics.add(next, 0, 1) % items.length]
    client.setHeadersAndBody(
      { 'content-type': 'application/json', authorization: item.authorization },
      item.body,
    )
  })
  client.on('response', (_status, _bytes, durationMs) => {
    const i = Atomics.add(recorded, 0, 1)
    if (i < latencies.length) latencies[i] = durationMs
  })
}
