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
