import { describe, expect, it } from 'vitest'
import {
  deleteStored,
  isValidKey,
  readStored,
  storedUrl,
  variantKey,
} from './storage-backends.server'

describe('storage keys', () => {
  it('never reads outside the uploads folder', async () => {
    for (const key of ['../secret.txt', '/etc/passwd', 'a/../../b.jpg', 'a//b.jpg', 'a\\b.jpg']) {
      expect(isValidKey(key)).toBe(false)
      expect(await readStored(key)).toBeNull()
    }
    expect(isValidKey('leads/2026/11/0f8e/original.jpg')).toBe(true)
  })

  it('never reads a database backup, even one that exists in the same place', async () => {
    const fs = await import('node:fs')
    const path = await import('node:path')
    const key = 'db-backups/app-2026-11-23t00-00-00-000z.db'
    const file = path.join(process.env.UPLOADS_DIR as string, key)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, 'SQLite format 3')
    expect(isValidKey(key)).toBe(true)
    expect(await readStored(key)).toBeNull()
  })

  it('a folder or an unfinished write is not a file: nothing is served, no error', async () => {
    const fs = await import('node:fs')
    const path = await import('node:path')
    const root = process.env.UPLOADS_DIR as string
    fs.mkdirSync(path.join(root, 'leads/2026/11/abcd'), { recursive: true })
    fs.writeFileSync(path.join(root, 'leads/2026/11/abcd/original.jpg.1a2b3c4d.tmp'), 'half')
    expect(await readStored('leads/2026')).toBeNull()
    expect(await readStored('leads/2026/11/abcd/original.jpg.1a2b3c4d.tmp')).toBeNull()
  })

  it('refuses to delete by a bad key, and deleting what is gone is no error', async () => {
    await expect(deleteStored(['leads/ok/original.jpg', '../x.jpg'])).rejects.toThrow(
      'Invalid storage key',
    )
    await expect(deleteStored('leads/2026/01/gone/original.jpg')).resolves.toBeUndefined()
    await expect(deleteStored([])).resolves.toBeUndefined()
  })

  it('names variants beside the original and serves them under /uploads', () => {
    const key = 'leads/2026/11/0f8e/original.jpg'
    expect(variantKey(key, 'w320')).toBe('leads/2026/11/0f8e/w320.webp')
    expect(storedUrl(key)).toBe('/uploads/leads/2026/11/0f8e/original.jpg')
  })
})
