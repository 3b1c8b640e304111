/**
 * Old Excel 97-2003 (.xls) price grids. The only reader of them on the registry is SheetJS
 * `xlsx` 0.18.5, which carries published advisories (prototype pollution and ReDoS on crafted
 * files) and gets no fixes there. So it never runs in the server's own thread: each file is
 * read in a short-lived worker thread (its own heap and prototypes, so a polluted prototype dies
 * with it), with a memory cap and a time limit (a runaway expression is stopped), and only
 * plain cell text comes back. Callers have already checked the size (2 MB) and that staff sent it.
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

const XLS_TIME_LIMIT_MS = 5_000

type XlsReadResult =
  | { ok: true; rows: { line: number; cells: string[] }[] }
  | { ok: false; reason: 'unreadable' | 'no-sheet' | 'too-slow' | 'too-many-rows' }

// Runs inside the worker (CommonJS, eval'd): reads the first sheet into rows of cell text.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { bytes, xlsxPath, maxRows } = workerData
try {
  const XLSX = require(xlsxPath)
  const workbook = XLSX.read(bytes, {
    type: 'buffer', dense: true, cellFormula: false, cellHTML: false, cellStyles: false,
    cellNF: false, cellText: true, bookVBA: false, sheetRows: maxRows + 2,
  })
  const name = workbook.SheetNames[0]
  const sheet = name ? workbook.Sheets[name] : undefined
  if (!sheet || !sheet['!ref']) {
    parentPort.postMessage({ ok: false, reason: 'no-sheet' })
  } else {
    const first = XLSX.utils.decode_range(sheet['!ref']).s.r
    const grid = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, blankrows: true, defval: '' })
    if (grid.length > maxRows + 1) {
      parentPort.postMessage({ ok: false, reason: 'too-many-rows' })
    } else {
      const rows = []
      grid.forEach((cells, i) => {
        const text = cells.slice(0, 20).map((c) => (c === null || c === undefined ? '' : String(c).slice(0, 100)))
        if (text.some((c) => c.trim() !== '')) rows.push({ line: first + i + 1, cells: text })
      })
      parentPort.postMessage({ ok: true, rows })
    }
  }
} catch {
  parentPort.postMessage({ ok: false, reason: 'unreadable' })
}
`

/** The first sheet of an .xls file as rows of cell text, read away from the server's thread. */
// Where the reader lives, found once (the worker loads it by path).
const XLSX_PATH = createRequire(import.meta.url).resolve('xlsx')

export function readXlsInWorker(bytes: Uint8Array, maxRows: number): Promise<XlsReadResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes: Buffer.from(bytes), xlsxPath: XLSX_PATH, maxRows },
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    })
    let settled = false
    const finish = (result: XlsReadResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(result)
    }
    const timer = setTimeout(() => finish({ ok: false, reason: 'too-slow' }), XLS_TIME_LIMIT_MS)
    worker.once('message', (message: XlsReadResult) => finish(message))
    // Out of memory or a crash inside the reader: the file is not readable.
    worker.once('error', () => finish({ ok: false, reason: 'unreadable' }))
    worker.once('exit', () => finish({ ok: false, reason: 'unreadable' }))
  })
}
