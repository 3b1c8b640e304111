import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { ensureSlots } from '~/server/booking/slots.server'
import { db, schema } from '~/server/platform/db.server'
import { offeredDate, seedTemplates, slotAt } from './booking-helpers'

beforeAll(seedTemplates)

const THREADS = 5
const PER_THREAD = 10

function startWorker(data: Record<string, unknown>) {
  // The worker loads the TypeScript module graph through tsx, as `tsx` scripts do.
  const entry = pathToFileURL(path.resolve('tests/integration/booking-worker.ts')).href
  const worker = new Worker(
    `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`,
    { eval: true, workerData: data, env: { ...process.env } },
  )
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve())
    worker.once('error', reject)
  })
  const done = new Promise<(number | 'ok')[]>((resolve, reject) => {
    worker.on('message', (message: { outcomes?: (number | 'ok')[] }) => {
      if (message.outcomes) resolve(message.outcomes)
    })
    worker.once('error', reject)
  })
  return { ready, done, worker }
}

it('gives a slot of capacity 2 to exactly 2 of 50 bookings racing on 5 connections', async () => {
  const date = offeredDate(9)
  ensureSlots([date])
  const slot = slotAt(date, '08:00')!
  expect(slot.maxBookings).toBe(2)
  // Fold the WAL into the file so every connection starts from the same state.
  db.$client.pragma('wal_checkpoint(TRUNCATE)')

  const start = new SharedArrayBuffer(4)
  const workers = Array.from({ length: THREADS }, (_, t) =>
    startWorker({ start, count: PER_THREAD, date, slotId: slot.id, first: t * PER_THREAD }),
  )
  await Promise.all(workers.map((w) => w.ready))
  Atomics.store(new Int32Array(start), 0, 1)
  Atomics.notify(new Int32Array(start), 0)
  const outcomes = (await Promise.all(workers.map((w) => w.done))).flat()
  await Promise.all(workers.map((w) => w.worker.terminate()))

  expect(outcomes).toHaveLength(50)
  expect(outcomes.filter((o) => o === 'ok')).toHaveLength(2)
  expect(outcomes.filter((o) => o === 409)).toHaveLength(48)
  const booked = db
    .select()
    .from(schema.appointments)
    .where(eq(schema.appointments.slotId, slot.id))
    .all()
  expect(booked).toHaveLength(2)
  expect(slotAt(date, '08:00')?.currentBookings).toBe(2)
}, 60_000)
