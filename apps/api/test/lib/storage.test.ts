import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidStoragePath, localStorage, type Storage } from '../../src/lib/storage'

describe('local storage', () => {
  let parent: string
  let root: string
  let storage: Storage
  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'storage-test-'))
    root = path.join(parent, 'uploads')
    storage = localStorage(root)
    await writeFile(path.join(parent, 'config'), 'secret')
  })
  afterAll(() => rm(parent, { recursive: true, force: true }))

  it('writes, reads, checks and removes files by relative path', async () => {
    await storage.write('docs/a.pdf', Buffer.from('%PDF-1.4'), {
      contentType: 'application/octet-stream',
    })
    expect(await readFile(path.join(root, 'docs/a.pdf'), 'utf8')).toBe('%PDF-1.4')
    expect(await storage.exists('docs/a.pdf')).toBe(true)
    const file = await storage.open('docs/a.pdf')
    expect(file?.size).toBe(8)
    file?.body.destroy()

    await storage.remove(['docs/a.pdf', 'docs/never-there.pdf'])
    expect(await storage.exists('docs/a.pdf')).toBe(false)
    expect(await storage.open('docs/a.pdf')).toBeUndefined()
  })

  it('leaves no temporary files behind after a write', async () => {
    await storage.write('docs/b.pdf', Buffer.alloc(100_000, 1), {
      contentType: 'application/octet-stream',
    })
    await storage.write('docs/b.pdf', Buffer.alloc(50_000, 2), {
      contentType: 'application/octet-stream',
    })
    expect(await readdir(path.join(root, 'docs'))).toEqual(['b.pdf'])
    expect((await readFile(path.join(root, 'docs/b.pdf'))).length).toBe(50_000)
  })

  it.each([
    '../config',
    'images/../../config',
    '/etc/passwd',
    '',
    'a//b',
    './a',
    '.hidden',
    'a\\..\\b',
  ])('refuses the path %j', async (bad) => {
    expect(isValidStoragePath(bad)).toBe(false)
    await expect(
      storage.write(bad, Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow('Invalid storage path')
    await expect(storage.remove([bad])).rejects.toThrow('Invalid storage path')
    expect(await storage.exists(bad)).toBe(false)
    expect(await storage.open(bad)).toBeUndefined()
  })
})
