// Re-measures issue 22's attacks on the production build (its own fresh seeded database) and
// prints the figures as JSON; exits 1 when one of them succeeds again.
//
//   BUILD_DIR=build npm run build && BUILD_DIR=build node scripts/probe-trust.mjs [lockout]
//
// lockout: strangers at 30 other addresses fail to sign in as `admin` (spellings `Admin`,
//   ` admin` among them); then the admin signs in from the browser they used before.
// Requests leave from different loopback addresses (127.0.x.y), so the server sees real,
// different client addresses without trusting any header.
import http from 'node:http'
import { startServer } from './local-server.mjs'

const ADMIN_PASSWORD = 'e2e-admin-password'

/** One request from `address`; answers status, headers and the time it took. */
function request(port, { method = 'GET', path, address, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      { host: '127.0.0.1', port, method, path, localAddress: address, headers },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            ms: performance.now() - started,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

function signIn(port, address, username, password, cookie = '') {
  const body = new URLSearchParams({ username, password }).toString()
  return request(port, {
    method: 'POST',
    path: '/admin/login',
    address,
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(body),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  })
}

/** The device cookie a browser keeps from a sign-in (its session has ended since). */
function deviceCookieOf(response) {
  const cookies = (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0])
  return cookies.filter((c) => c.startsWith('admin_device=')).join('; ')
}

async function lockout(port) {
  const ownBrowser = '127.0.0.2'
  const first = await signIn(port, ownBrowser, 'admin', ADMIN_PASSWORD)
  const cookie = deviceCookieOf(first)
  const spellings = ['admin', 'Admin', ' admin', 'ADMIN']
  const strangers = []
  for (let i = 0; i < 30; i++) {
    const r = await signIn(port, `127.0.1.${i + 1}`, spellings[i % spellings.length], 'guess')
    strangers.push(r.status)
  }
  const mine = await signIn(port, ownBrowser, 'admin', ADMIN_PASSWORD, cookie)
  const newDevice = await signIn(port, '127.0.2.1', 'admin', ADMIN_PASSWORD)
  return {
    firstSignIn: first.status,
    strangerFailures: strangers.length,
    strangerRefusedAs401: strangers.filter((s) => s === 401).length,
    strangerRefusedAs429: strangers.filter((s) => s === 429).length,
    adminOwnBrowserAfterwards: { status: mine.status, ms: Math.round(mine.ms) },
    adminOnANewDeviceAfterwards: newDevice.status,
    ok: first.status === 302 && mine.status === 302,
  }
}

const probes = { lockout }
const chosen = process.argv.slice(2).filter((name) => name in probes)
const server = await startServer('scripts/e2e-server.js', {
  env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? 'build', RATE_LIMIT_MULTIPLIER: '1' },
})
const results = {}
let failed = false
try {
  for (const name of chosen.length ? chosen : Object.keys(probes)) {
    results[name] = await probes[name](server.port)
    if (!results[name].ok) failed = true
  }
} finally {
  server.stop()
}
console.log(JSON.stringify(results, null, 2))
process.exit(failed ? 1 : 0)
