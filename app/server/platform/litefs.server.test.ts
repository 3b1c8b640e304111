import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ensurePrimary, instanceInfo, isPrimary } from './litefs.server'

const dirs: string[] = []
function litefsDir(primary?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'))
  dirs.push(dir)
  // LiteFS writes .primary (the primary's hostname) only on replicas.
  if (primary !== undefined) fs.writeFileSync(path.join(dir, '.primary'), `${primary}\n`)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('primary detection', () => {
  it('without LiteFS, this machine is the primary', () => {
    expect(instanceInfo(undefined)).toEqual({ currentIsPrimary: true, primaryInstance: null })
    expect(() => ensurePrimary(undefined)).not.toThrow()
  })

  it('with LiteFS and no .primary file, this machine holds the lease', () => {
    const dir = litefsDir()
    expect(isPrimary(dir)).toBe(true)
    expect(instanceInfo(dir).primaryInstance).toBe(os.hostname())
    expect(() => ensurePrimary(dir)).not.toThrow()
  })

  it('on a replica, a writing GET is replayed on the primary named in .primary', () => {
    const dir = litefsDir('e784079b449483')
    expect(isPrimary(dir)).toBe(false)
    let thrown: unknown
    try {
      ensurePrimary(dir)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(409)
    expect((thrown as Response).headers.get('fly-replay')).toBe('instance=e784079b449483')
  })

  it('reads the file each time: the lease can move', () => {
    const dir = litefsDir('other-machine')
    expect(isPrimary(dir)).toBe(false)
    fs.rmSync(path.join(dir, '.primary'))
    expect(isPrimary(dir)).toBe(true)
  })
})

describe('while no primary is known (issue 25.2)', () => {
  /** The database file as LiteFS shows it: 0666 on the primary, 0444 on any other machine. */
  function databaseFile(mode: number) {
    const dir = litefsDir()
    const file = path.join(dir, 'app.db')
    fs.writeFileSync(file, '')
    fs.chmodSync(file, mode)
    return file
  }

  it('no .primary and a database this machine cannot write: not the primary, primary unknown', () => {
    const dir = litefsDir()
    const databasePath = databaseFile(0o444)
    expect(instanceInfo(dir, { databasePath })).toEqual({
      currentIsPrimary: false,
      primaryInstance: null,
    })
    expect(isPrimary(dir, { databasePath })).toBe(false)
    // The replica harness's stand-in for LiteFS: a database opened read-only.
    expect(isPrimary(dir, { databasePath: databaseFile(0o644), readOnly: true })).toBe(false)
  })

  it('no .primary and a writable database: this machine leads', () => {
    expect(isPrimary(litefsDir(), { databasePath: databaseFile(0o666), readOnly: false })).toBe(
      true,
    )
  })

  it('a write with nowhere to go answers 503 with Retry-After, never a replay to nobody', async () => {
    const dir = litefsDir()
    let thrown: unknown
    try {
      ensurePrimary(dir, { databasePath: databaseFile(0o444) })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    const answer = thrown as Response
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(answer.headers.get('fly-replay')).toBeNull()
    expect(await answer.json()).toEqual({ error: expect.stringMatching(/try again/) })
  })
})
