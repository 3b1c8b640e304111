/**
 * Decision records (docs/decisions/) are dated and kept, as the Epic Stack keeps them, and
 * docs/requirements.md names the records of the back office's rules (issue 40, point 29).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const DECISIONS = path.resolve(__dirname, '../../docs/decisions')
const requirements = fs.readFileSync(path.resolve(__dirname, '../../docs/requirements.md'), 'utf8')
const records = fs.readdirSync(DECISIONS).filter((file) => /^\d+-.+\.md$/.test(file))

describe('decision records', () => {
  it('dates every record from 130 on at its top', () => {
    const dated = records.filter((file) => Number.parseInt(file, 10) >= 130)
    expect(dated.length).toBeGreaterThan(0)
    for (const file of dated) {
      const top = fs.readFileSync(path.join(DECISIONS, file), 'utf8').split('\n').slice(0, 4)
      expect(
        top.some((line) => /^Date: \d{4}-\d{2}-\d{2}\b/.test(line)),
        `${file} has no "Date:" line at its top`,
      ).toBe(true)
    }
  })

  it('records the order workflow, refunds, roles, the audit log, the service area and reviews', () => {
    for (const subject of [
      'order-workflow',
      'refunds',
      'roles',
      'audit-log',
      'service-area',
      'reviews',
    ]) {
      const record = records.find((file) => file.replace(/^\d+-/, '') === `${subject}.md`)
      expect(record, `no record for ${subject}`).toBeDefined()
      expect(requirements).toContain(`docs/decisions/${record}`)
    }
  })

  it('no longer lets staff set any order status or sends refunds to the dashboard', () => {
    expect(requirements).not.toMatch(/Staff may set any status/i)
    expect(requirements).not.toMatch(
      /refunds themselves are made in the card provider's dashboard/i,
    )
  })
})
