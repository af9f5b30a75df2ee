'use strict'
/**
 * autocannon's `setupClient` for the cases that send a different request each time (the wallet
 * cases, distinct browse offsets, distinct listings, the soak's mixed load). autocannon runs in a
 * worker thread and loads this file there by path (a function cannot cross into the worker), so
 * it is plain CommonJS and gets its data from the worker's `workerData.opts.feed`:
 *
 * - `items`: `{ method?, path?, authorization?, body? }` per request (POST to `path`, the run's
 *   URL's, unless a method and path are given), each sent once in turn across all connections,
 *   wrapping around when used up;
 * - `unlocks` (optional): every `every`-th request is instead an unlock made up here, seeker
 *   `s` of `authorizations` unlocking `listings[(s * span + k) % listings.length]` on its k-th
 *   turn, so each seeker's unlocks are of listings it has not unlocked (the soak, whose length
 *   in requests is not known beforehand);
 * - `next`: an Int32Array on a SharedArrayBuffer, the number of requests started (the main
 *   thread reads it while the run goes and afterwards: past `items.length` the run was replaying);
 * - `latencies`/`recorded`: every response's time in ms (autocannon's own measure), because
 *   autocannon's result has no 95th percentile.
 */
const { workerData } = process.getBuiltinModule('node:worker_threads')

const { items, path, unlocks, next, latencies, recorded } = workerData.opts.feed

const JSON_HEADERS = { 'content-type': 'application/json' }

/** The request for turn n: an item, or (in a mix) a made-up unlock. */
function requestFor(n) {
  if (unlocks && n % unlocks.every === unlocks.every - 1) {
    const turn = Math.floor(n / unlocks.every)
    const seekers = unlocks.authorizations.length
    const s = turn % seekers
    const k = Math.floor(turn / seekers)
    const listing = unlocks.listings[(s * unlocks.span + k) % unlocks.listings.length]
    return {
      method: 'POST',
      path: unlocks.path,
      headers: { ...JSON_HEADERS, authorization: unlocks.authorizations[s] },
      body: JSON.stringify({ property_id: listing }),
    }
  }
  const item = items[n % items.length]
  const headers = item.authorization ? { authorization: item.authorization } : {}
  if (item.body !== undefined) Object.assign(headers, JSON_HEADERS)
  return {
    method: item.method ?? 'POST',
    path: item.path ?? path,
    headers,
    body: item.body ?? '',
  }
}

module.exports = function setupClient(client) {
  // 'request' comes just before a request is written; a one-request list set here is the one
  // the client sends next (setRequests is autocannon's public way to change method and path).
  client.on('request', () => {
    client.setRequests([requestFor(Atomics.add(next, 0, 1))])
  })
  client.on('response', (_status, _bytes, durationMs) => {
    const i = Atomics.add(recorded, 0, 1)
    if (i < latencies.length) latencies[i] = durationMs
  })
}
