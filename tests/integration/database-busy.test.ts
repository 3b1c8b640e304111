/**
 * Issue 22.2: another process holding SQLite's write lock (a script over `fly ssh`, a restore)
 * must not freeze the site. Reads go on (WAL), waits for the lock happen between other
 * requests, and a write that cannot get the lock answers 503 "try again", the form kept.
 */
import Database from 'better-sqlite3'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as homeRoute from '~/routes/_index'
import * as wizardRoute from '~/routes/book-appointment'
import { DATABASE_BUSY_MESSAGE, db, schema } from '~/server/platform/db.server'
import { bookingFormRequest, customer, offeredDate, seedTemplates, slotAt } from './booking-helpers'

beforeAll(seedTemplates)

let other: Database.Database | null = null

/** Another process takes the write lock (as `sqlite3` or a script would) for `ms`. */
function holdWriteLock(ms: number) {
  other = new Database(process.env.DATABASE_PATH as string)
  other.exec('BEGIN IMMEDIATE')
  other
    .prepare('INSERT INTO rate_limit_buckets (key, window_started_at, hits) VALUES (?, 0, 1)')
    .run(`lock-${Math.random()}`)
  const held = other
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      held.exec('COMMIT')
      held.close()
      resolve()
    }, ms),
  )
}

afterEach(() => {
  if (other?.open) {
    other.exec('ROLLBACK')
    other.close()
  }
})

/** The longest the event loop was blocked while `work` ran (a timer that should tick every 5 ms). */
async function longestStall<T>(work: () => Promise<T>): Promise<{ value: T; stallMs: number }> {
  let last = performance.now()
  let stallMs = 0
  const timer = setInterval(() => {
    const now = performance.now()
    stallMs = Math.max(stallMs, now - last)
    last = now
  }, 5)
  try {
    const value = await work()
    return { value, stallMs }
  } finally {
    clearInterval(timer)
  }
}

/** The wizard's step 2 (which makes the day's slots): done before the lock is taken. */
async function chooseSlot() {
  const date = offeredDate(3)
  await callRoute(wizardRoute, getRequest(`/book-appointment?service=consultation&date=${date}`))
  const slot = slotAt(date, '08:00')
  if (!slot) throw new Error('no slot')
  return { date, slot }
}

async function book(n: number, { slot }: Awaited<ReturnType<typeof chooseSlot>>) {
  return callRoute(wizardRoute, bookingFormRequest(n, slot))
}

describe('another process holds the write lock', () => {
  it('a page still renders at once: reads never wait on a writer', async () => {
    const released = holdWriteLock(1_500)
    const started = performance.now()
    const page = await callRoute(homeRoute, getRequest('/'))
    expect(page.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(300)
    await released
  })

  it('a booking waits without blocking anybody and goes through once the lock is free', async () => {
    const chosen = await chooseSlot()
    const released = holdWriteLock(1_200)
    const before = db.select().from(schema.appointments).all().length
    const { value, stallMs } = await longestStall(() => book(901, chosen))
    await released
    expect(value.status).toBe(302)
    expect(db.select().from(schema.appointments).all().length).toBe(before + 1)
    expect(stallMs).toBeLessThan(250)
  })

  it('a lock held longer than a write may wait: 503 with Retry-After, the typed details kept, no event-loop freeze', async () => {
    const chosen = await chooseSlot()
    const released = holdWriteLock(6_000)
    const before = db.select().from(schema.appointments).all().length
    const { value, stallMs } = await longestStall(() => book(902, chosen))
    expect(value.status).toBe(503)
    expect(value.headers.get('Retry-After')).toMatch(/^\d+$/)
    const reply = value.data as {
      error?: { ''?: string[] }
      initialValue?: Record<string, unknown>
    }
    expect(reply.error?.['']).toEqual([DATABASE_BUSY_MESSAGE])
    expect(reply.initialValue).toMatchObject({ customerName: customer(902).customerName })
    expect(stallMs).toBeLessThan(250)
    await released
    expect(db.select().from(schema.appointments).all().length).toBe(before)
  }, 15_000)
})
