import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { db, schema } from '../platform/db.server'
import { sweepUploads } from './upload-sweep.server'

const root = () => process.env.UPLOADS_DIR as string
const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60_000)

function file(key: string, age: Date) {
  const full = path.join(root(), ...key.split('/'))
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, 'x')
  fs.utimesSync(full, age, age)
  fs.utimesSync(path.dirname(full), age, age)
  return full
}

describe('the uploads sweep at start', () => {
  it('removes old half-written files and photo folders without a lead, keeps everything else', async () => {
    const lead = db
      .insert(schema.leads)
      .values({ source: 'quote-wizard', name: 'Kept', email: 'k@example.com', phone: '9545550100' })
      .returning({ id: schema.leads.id })
      .get()
    const keptKey = 'leads/2026/11/kept-0001/original.jpg'
    db.insert(schema.leadPhotos)
      .values({
        leadId: lead.id,
        storageKey: keptKey,
        originalName: 'a.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 1,
      })
      .run()
    const kept = file(keptKey, hoursAgo(5))
    const orphan = file('leads/2026/11/orphan-0002/original.jpg', hoursAgo(5))
    const fresh = file('leads/2026/11/inflight-0003/original.jpg', new Date())
    const oldTmp = file('swatches/2026/11/abc/original.png.1a2b.tmp', hoursAgo(2))
    const newTmp = file('swatches/2026/11/abd/original.png.3c4d.tmp', new Date())

    const result = await sweepUploads(root())
    expect(result).toEqual({ tmpFiles: 1, orphanFolders: 1 })
    expect(fs.existsSync(kept)).toBe(true)
    expect(fs.existsSync(path.dirname(orphan))).toBe(false)
    // An upload may be in flight right now: young files stay.
    expect(fs.existsSync(fresh)).toBe(true)
    expect(fs.existsSync(oldTmp)).toBe(false)
    expect(fs.existsSync(newTmp)).toBe(true)
  })
})
