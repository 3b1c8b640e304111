/**
 * A separate thread with its own database connection, for the concurrency test: it waits
 * for the start signal, then books `count` times through appointments.server and reports
 * each outcome. Run with `--import tsx` (tests/integration/booking-concurrency.test.ts).
 */
import { parentPort, workerData } from 'node:worker_threads'

const { start, count, date, slotId, first } = workerData as {
  start: SharedArrayBuffer
  count: number
  date: string
  slotId: number
  first: number
}
const { bookAppointment } = await import('~/server/booking/appointments.server')
// As the app books (appointment-booking.server.ts): a write that finds another connection
// holding the lock waits for it between attempts, never blocking the thread for long.
const { whenDatabaseFree } = await import('~/server/platform/db.server')

parentPort?.postMessage({ ready: true })
Atomics.wait(new Int32Array(start), 0, 0)
const outcomes: (number | 'ok')[] = []
for (let i = 0; i < count; i++) {
  const n = first + i
  const result = await whenDatabaseFree(() =>
    bookAppointment({
      customerName: `Thread customer ${n}`,
      customerEmail: `thread${n}@example.com`,
      customerPhone: '(954) 555-0142',
      customerAddress: `${n} Main St, Davie, FL`,
      serviceType: 'consultation',
      appointmentDate: date,
      slotId,
      serviceDescription: undefined,
      appointmentTime: undefined,
    }),
  )
  outcomes.push(result.ok ? 'ok' : result.status)
}
parentPort?.postMessage({ outcomes })
