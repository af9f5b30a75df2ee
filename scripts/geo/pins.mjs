// PIN code records (pincodes.json) for scripts/geo/build-geo.mjs, and the check that every
// reference between the records holds.

import { PIN_DISTRICT_OVERRIDES } from './corrections.mjs'
import { dkey } from './districts.mjs'
import { cmp, cmpName } from './names.mjs'
import { majorityCity } from './towns.mjs'

export function pinRecords(byPin, { districtId, districtNameById, cityId, target }) {
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b)
    const m = s.length >> 1
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
  }
  const round4 = (x) => Math.round(x * 1e4) / 1e4
  const pinRecs = []
  let multiDistrictPins = 0
  for (const [pin, prs] of [...byPin.entries()].sort((a, b) => cmp(a[0], b[0]))) {
    const cnt = new Map()
    for (const r of prs) {
      const v = cnt.get(r.districtId) ?? { n: 0, w: 0 }
      v.n++
      v.w += r.weight ?? 0
      cnt.set(r.districtId, v)
    }
    if (cnt.size > 1) multiDistrictPins++
    let [did] = [...cnt.entries()].sort(
      (a, b) => b[1].n - a[1].n || b[1].w - a[1].w || a[0] - b[0],
    )[0]
    const ov = PIN_DISTRICT_OVERRIDES[pin]
    if (ov) {
      did = districtId.get(dkey(target('PIN override', ov.district, `PIN ${pin}`)))
      if (!cnt.has(did)) throw new Error(`PIN override ${pin}: no rows in ${ov.district}`)
    }
    const inD = prs.filter((r) => r.districtId === did)
    const city = majorityCity(inD)
    const bestAcc = Math.max(...inD.map((r) => r.acc))
    const located = inD.filter(
      (r) => r.acc === bestAcc && Number.isFinite(r.lat) && Number.isFinite(r.lng),
    )
    const d = districtNameById.get(did)
    const places = [...new Set(prs.map((r) => r.place))].sort(cmpName)
    pinRecs.push({
      pin,
      state_id: d.state_id,
      district_id: did,
      city_id: cityId.get(`${did}|${city}`),
      lat: round4(median(located.map((r) => r.lat))),
      lng: round4(median(located.map((r) => r.lng))),
      places,
    })
  }
  return { pinRecs, multiDistrictPins }
}

export function checkIntegrity({ stateRecs, districtRecs, cityRecs, pinRecs, districtNameById }) {
  const sIds = new Set(stateRecs.map((s) => s.id))
  const dIds = new Set(districtRecs.map((d) => d.id))
  const cIds = new Map(cityRecs.map((c) => [c.id, c]))
  for (const d of districtRecs)
    if (!sIds.has(d.state_id)) throw new Error(`district ${d.name} without state`)
  for (const c of cityRecs)
    if (!dIds.has(c.district_id)) throw new Error(`city ${c.name} without district`)
  for (const p of pinRecs) {
    if (!sIds.has(p.state_id) || !dIds.has(p.district_id) || !cIds.has(p.city_id))
      throw new Error(`PIN ${p.pin} has a dangling reference`)
    if (cIds.get(p.city_id).district_id !== p.district_id)
      throw new Error(`PIN ${p.pin}: city not in district`)
    if (districtNameById.get(p.district_id).state_id !== p.state_id)
      throw new Error(`PIN ${p.pin}: district not in state`)
  }
}
