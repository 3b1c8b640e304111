/**
 * One client cannot take the machine's CPU from everybody else with renders only a query can
 * force (docs/decisions/123-render-budget-per-client.md), against the production build
 * with the deployment's own limits: one client keeps 32 connections busy with
 * `/blog?search=<random>` (each a page the cache cannot have) while another visitor reads the
 * home page from the cache, and a third searches the blog once.
 * `npm run build && npx vitest run tests/security/render-budget.test.ts`
 * (the same measurement, longer: `node scripts/measure/render-flood.mjs`)
 */
import http from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { get, measureRenderFlood } from '../../scripts/measure/render-flood.mjs'
import { type BuiltServer, startBuiltServer } from './built-server'

let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer({ rateLimitMultiplier: '1' })
}, 90_000)

afterAll(() => server?.stop())

const port = () => Number(new URL(server.url).port)

it('another visitor’s cached page stays fast while one client floods blog searches; the flooder is refused beyond its budget', async () => {
  const result = await measureRenderFlood({
    port: port(),
    seconds: 3,
    connections: 32,
    quietRequests: 100,
    // A third visitor's own search is rendered for them meanwhile, not queued behind the flood.
    during: async () => {
      await new Promise((r) => setTimeout(r, 1_000))
      const agent = new http.Agent()
      const answer = await get(port(), '/blog?search=shutters', { address: '127.0.0.4', agent })
      agent.destroy()
      return answer
    },
  })
  console.log(
    `quiet p50 ${result.quiet.p50} / p99 ${result.quiet.p99} ms; flooded p50 ${result.flood.p50} / p99 ${result.flood.p99} ms (${result.flood.requests} GETs); flooder ${JSON.stringify(result.flooder.statuses)}`,
  )

  expect(result.flood.notHit).toBe(0)
  expect(result.flood.p99).toBeLessThan(250)

  // The flooder is served within its budget, refused beyond it: a made-up Fly-Client-IP or
  // X-Forwarded-For on every request does not make it somebody new.
  expect(result.flooder.statuses[200]).toBeGreaterThan(0)
  expect(result.flooder.statuses[429]).toBeGreaterThan(0)
  expect(Object.keys(result.flooder.statuses).sort()).toEqual(['200', '429'])
  expect(result.flooder.retryAfter.length).toBeGreaterThan(0)
  expect(result.flooder.refusedPage?.type).toMatch(/^text\/html/)

  expect(result.during).toMatchObject({ status: 200, cache: 'miss' })
}, 60_000)
