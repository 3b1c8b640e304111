// The owner's reports on five years of a busy business (issue 42): the time each report takes
// on a database seeded with `seedHistory(db, 'busy')` (about 30,000 leads, 12,000 orders and
// 20,000 visits), for the ranges an owner picks. The target is under 300 ms per page.
//
//   npm run bench:reports
//
// Options (environment): BENCH_RUNS (runs per figure, default 7; the median is printed),
// BENCH_DB (a database file to reuse; migrated, and seeded unless it has the history).
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const TARGET_MS = 300
const file = process.env.BENCH_DB ?? path.join(os.tmpdir(), 'bench-reports.db')
process.env.DATABASE_PATH = file
process.env.NODE_ENV = 'production'
process.env.SESSION_SECRET ??= 'bench-reports-0123456789abcdef0123456789'

const { applyMigrations, openDatabase } = await import('../../db/client')
const { seedHistory } = await import('../../db/seed-history')
const { businessDate } = await import('../../app/domain/business-time')

{
  const db = openDatabase(file)
  applyMigrations(db)
  const started = performance.now()
  const added = seedHistory(db, 'busy', businessDate())
  if (added.leads) {
    console.log(
      `Seeded ${file} in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(added)}`,
    )
  }
  db.$client.close()
}

const { reportsFor } = await import('../../app/server/reports/reports.server')
const { reportRange } = await import('../../app/domain/report-range')
const { moneyReport } = await import('../../app/server/reports/money-report.server')
const { funnelReport } = await import('../../app/server/reports/funnel-report.server')
const { arrivalReport } = await import('../../app/server/reports/arrival-report.server')
const { teamReport, reviewsReport } = await import('../../app/server/reports/team-report.server')

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function time(run: () => unknown) {
  run() // warm the statement cache and the pages SQLite reads
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    run()
    times.push(performance.now() - started)
  }
  return median(times)
}

const today = businessDate()
const fiveYears = `from=${businessDate(Date.now() - 5 * 365 * 86_400_000)}&to=${today}`
const ranges: [string, string][] = [
  ['Last 30 days', 'preset=last-30-days'],
  ['This year', 'preset=this-year'],
  ['Last 12 months', 'preset=last-12-months'],
  ['Five years', fiveYears],
]
const now = new Date()
const rows: string[][] = []
let worst = 0
for (const [label, query] of ranges) {
  const params = new URLSearchParams(query)
  const range = reportRange(
    { preset: params.get('preset'), from: params.get('from'), to: params.get('to') },
    today,
  )
  const money = time(() => moneyReport(range))
  const funnel = time(() => funnelReport(range))
  const arrivals = time(() => arrivalReport(range))
  const team = time(() => teamReport(range, now))
  const reviews = time(() => reviewsReport())
  const page = time(() => reportsFor(params, now))
  worst = Math.max(worst, page)
  rows.push(
    [label, money, funnel, arrivals, team, reviews, page].map((v) =>
      typeof v === 'number' ? `${v.toFixed(1)} ms` : v,
    ),
  )
}
const head = ['Range', 'Money', 'Funnel', 'Arrivals', 'Team', 'Reviews', 'Whole page']
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ')
console.log(
  `\nReports on ${file} (median of ${RUNS} runs; Node ${process.version}, ${os.cpus().length} cores)\n`,
)
console.log(line(head))
for (const row of rows) console.log(line(row))
console.log(
  `\nSlowest whole page: ${worst.toFixed(1)} ms (target under ${TARGET_MS} ms): ${worst < TARGET_MS ? 'met' : 'NOT met'}`,
)
