// Shared by the measurement scripts and the security tests: a free port, starting the built
// server and waiting for it, and posting bodies to it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once `url` answers 2xx; fails if the child process exits or time runs out. */
export async function waitFor(url, child, timeoutMs = 90_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${url} did not answer in time`)
}

const LISTENING = '"msg":"listening"'

/**
 * Starts one of the server's scripts (`scripts/ops/start.js`, or `scripts/dev/e2e-server.js`: the
 * build on a fresh seeded database) with exactly `env` plus PORT, and resolves once it logs
 * that it is listening. Used by the security tests and the probes, so a server that cannot
 * start fails with its own output.
 * @param {string} script
 * @param {{ env: NodeJS.ProcessEnv, port?: number | string, timeoutMs?: number }} options
 */
export async function startServer(script, { env, port, timeoutMs = 90_000 }) {
  const listenPort = port ?? (await freePort())
  const child = spawn(process.execPath, [script], {
    env: { ...env, PORT: String(listenPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Only the start is kept: a request log would otherwise grow for as long as the server runs.
  let output = ''
  const keep = (chunk) => {
    if (output.length < 64 * 1024) output += chunk
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const started = Date.now()
  while (!output.includes(LISTENING)) {
    if (child.exitCode !== null) throw new Error(`${script} exited: ${output}`)
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`${script} did not start in time: ${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url: `http://localhost:${listenPort}`,
    port: listenPort,
    child,
    pid: child.pid,
    /** Resident memory of the server process, in MB (Linux /proc). */
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024
    },
    stop: () => child.kill('SIGTERM'),
  }
}

/**
 * POSTs a body to a local server and resolves with the answer's status: `body` as given, or
 * `bytes` of filler streamed in 1 MB chunks, chunked or with the Content-Length `declared`.
 * `untilAnswered` stops sending once the server answers, as a browser does; otherwise it keeps
 * sending, as a hostile client would. Rejects if the connection fails before an answer.
 * @param {{ port: number, path: string, contentType: string, body?: string, bytes?: number,
 *   declared?: boolean, untilAnswered?: boolean }} request
 * @returns {Promise<number>}
 */
export function postBody({ port, path, contentType, body, bytes = 0, declared, untilAnswered }) {
  return new Promise((resolve, reject) => {
    const headers = { 'Content-Type': contentType }
    if (declared) headers['Content-Length'] = String(bytes)
    let answered = false
    const req = http.request({ port, path, method: 'POST', headers }, (res) => {
      answered = true
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    if (body !== undefined) {
      req.end(body)
      return
    }
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < bytes && !(untilAnswered && answered)) {
        sent += chunk.length
        if (!req.write(chunk)) {
          req.once('drain', pump)
          return
        }
      }
      req.end()
    }
    pump()
  })
}
