import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeEach, inject, vi } from 'vitest'

// A fresh copy of the migrated template database for this test file.
const tmpDir = inject('testTmpDir')
const id = crypto.randomBytes(6).toString('hex')
const dbPath = path.join(tmpDir, `test-${id}.db`)
fs.copyFileSync(path.join(tmpDir, 'template.db'), dbPath)

process.env.NODE_ENV = 'test'
process.env.DATABASE_PATH = dbPath
process.env.UPLOADS_DIR = path.join(tmpDir, `uploads-${id}`)
process.env.SESSION_SECRET = 'test-secret-0123456789abcdef'
process.env.MOCKS = 'false'
process.env.BUSINESS_PHONE = '(954) 555-0123'
process.env.BUSINESS_EMAIL = 'info@example.com'
globalThis.__appDb = undefined

// An unexpected console.error fails the test; a test that expects one spies on it itself.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

afterAll(() => {
  globalThis.__appDb?.$client.close()
  globalThis.__appDb = undefined
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true })
  fs.rmSync(process.env.UPLOADS_DIR as string, { recursive: true, force: true })
})
