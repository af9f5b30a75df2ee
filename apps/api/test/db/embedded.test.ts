import { mkdtemp, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, PGLITE_SETTINGS, queryRows } from '../../src/db/client'
import { POSTGRES_PASS } from '../helpers/passes'

const setting = async (database: Awaited<ReturnType<typeof openDatabase>>, name: string) => {
  const [row] = await queryRows<{ setting: string }>(
    database.db,
    sql`select current_setting(${name}) as setting`,
  )
  return row!.setting
}

describe.skipIf(POSTGRES_PASS)(
  'the embedded database in a data folder (docs/decisions/017)',
  () => {
    let root: string
    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'embedded-'))
    })
    afterAll(() => rm(root, { recursive: true, force: true }))

    it('creates a new folder (in a worker thread), keeps what is written, and opens it again', async () => {
      const first = await openDatabase({ dataDir: root })
      try {
        expect(existsSync(path.join(root, 'pglite', 'PG_VERSION'))).toBe(true)
        await first.db.execute(sql`create table kept (n int)`)
        await first.db.execute(sql`insert into kept values (17)`)
      } finally {
        await first.close()
      }
      const again = await openDatabase({ dataDir: root })
      try {
        expect(await queryRows(again.db, sql`select n from kept`)).toEqual([{ n: 17 }])
      } finally {
        await again.close()
      }
    })

    it('runs with the memory settings, on a new folder and on one opened again', async () => {
      const dataDir = path.join(root, 'settings')
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase({ dataDir })
        try {
          for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
            expect(await setting(database, name)).toBe(value)
          }
        } finally {
          await database.close()
        }
      }
    })

    it('runs with the memory settings in memory too', async () => {
      const database = await openDatabase({})
      try {
        expect(await setting(database, 'shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers)
      } finally {
        await database.close()
      }
    })
  },
)
