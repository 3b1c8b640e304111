import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  admitRender,
  RENDER_BUDGET,
  type RenderAdmission,
  renderBudget,
  renderBudgetStats,
  renderLine,
} from './render-budget.server'

const budget = { running: 2, waiting: 3 }

/** A request's headers as the production server leaves them: the address it vouched for. */
const from =
  (address: string, extra: Record<string, string> = {}) =>
  (name: string) =>
    ({ 'x-visitor-ip': address, ...extra })[name.toLowerCase()]

/** What became of an admission so far. */
function track(promise: Promise<RenderAdmission>) {
  const seen: { admission?: RenderAdmission } = {}
  promise.then((admission) => {
    seen.admission = admission
  })
  return seen
}

const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)

function release(admission: RenderAdmission | undefined) {
  if (!admission?.admitted) throw new Error('not admitted')
  admission.release()
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('admitRender', () => {
  it('lets a client render a few at once, makes the next ones wait their turn in order, and refuses beyond the line after a pause', async () => {
    const client = from('203.0.113.10')
    const first = await admitRender(client, { budget })
    const second = await admitRender(client, { budget })
    expect(first.admitted && second.admitted).toBe(true)
    const waiting = [1, 2, 3].map(() => track(admitRender(client, { budget })))
    const beyond = track(admitRender(client, { budget }))
    await settle()
    expect(waiting.map((w) => w.admission)).toEqual([undefined, undefined, undefined])
    expect(beyond.admission).toBeUndefined()
    expect(renderBudgetStats()['pages 203.0.113.10']).toEqual({ running: 2, waiting: 3, held: 1 })

    await settle(RENDER_BUDGET.refusalDelayMs)
    expect(beyond.admission).toEqual({
      admitted: false,
      reason: 'busy',
      retryAfterSeconds: RENDER_BUDGET.retryAfterSeconds,
    })

    release(first)
    await settle()
    expect(waiting.map((w) => w.admission?.admitted)).toEqual([true, undefined, undefined])
    // Releasing twice hands over only one turn.
    release(first)
    await settle()
    expect(waiting.map((w) => w.admission?.admitted)).toEqual([true, undefined, undefined])

    release(second)
    release(waiting[0]?.admission)
    await settle()
    release(waiting[1]?.admission)
    release(waiting[2]?.admission)
    expect(renderBudgetStats()).toEqual({})
  })

  it('never makes another client wait, and one client is one address whatever its headers say', async () => {
    const flooder = (n: number) =>
      from('203.0.113.20', {
        'fly-client-ip': `198.51.100.${n}`,
        'x-forwarded-for': `10.0.0.${n}`,
      })
    const held = [
      await admitRender(flooder(1), { budget }),
      await admitRender(flooder(2), { budget }),
    ]
    const waiting = [3, 4, 5].map((n) => track(admitRender(flooder(n), { budget })))
    const beyond = track(admitRender(flooder(6), { budget }))

    const other = await admitRender(from('203.0.113.21'), { budget })
    expect(other.admitted).toBe(true)
    release(other)

    await settle(RENDER_BUDGET.refusalDelayMs)
    expect(beyond.admission?.admitted).toBe(false)
    for (const admission of held) release(admission)
    await settle()
    release(waiting[0]?.admission)
    release(waiting[1]?.admission)
    await settle()
    release(waiting[2]?.admission)
    expect(renderBudgetStats()).toEqual({})
  })

  it('counts an IPv6 /64 as one client, as the rate limits do', async () => {
    const one = await admitRender(from('2001:db8:1:2::1'), { budget: { running: 1, waiting: 0 } })
    const two = track(
      admitRender(from('2001:db8:1:2::ffff'), { budget: { running: 1, waiting: 0 } }),
    )
    await settle(RENDER_BUDGET.refusalDelayMs)
    expect([one.admitted, two.admission?.admitted]).toEqual([true, false])
    release(one)
  })

  it('answers a request that waited too long, and lets a visitor who left leave the line', async () => {
    const client = from('203.0.113.30')
    const small = { running: 1, waiting: 2 }
    const held = await admitRender(client, { budget: small })
    const left = new AbortController()
    const leaving = track(admitRender(client, { budget: small, signal: left.signal }))
    const patient = track(admitRender(client, { budget: small }))
    left.abort()
    await settle()
    expect(leaving.admission).toMatchObject({ admitted: false, reason: 'gone' })
    expect(renderBudgetStats()['pages 203.0.113.30']).toEqual({ running: 1, waiting: 1, held: 0 })

    await settle(RENDER_BUDGET.waitMs)
    expect(patient.admission).toMatchObject({ admitted: false, reason: 'waited' })
    release(held)
    expect(renderBudgetStats()).toEqual({})
  })

  it('answers at once past the refusals it holds for one client', async () => {
    const client = from('203.0.113.40')
    const none = { running: 1, waiting: 0 }
    const rendering = await admitRender(client, { budget: none })
    const held = Array.from({ length: RENDER_BUDGET.heldRefusals }, () =>
      track(admitRender(client, { budget: none })),
    )
    const extra = track(admitRender(client, { budget: none }))
    await settle()
    expect(extra.admission).toMatchObject({ admitted: false, reason: 'busy' })
    expect(held.some((h) => h.admission)).toBe(false)
    await settle(RENDER_BUDGET.refusalDelayMs)
    expect(held.every((h) => h.admission?.admitted === false)).toBe(true)
    release(rendering)
    expect(renderBudgetStats()).toEqual({})
  })
})

describe('renderBudget', () => {
  it('is raised by RATE_LIMIT_MULTIPLIER, as every limit is (the end-to-end suite runs many pages from one address)', () => {
    expect(renderBudget(1)).toEqual({ running: 1, waiting: 8 })
    expect(renderBudget(100)).toEqual({ running: 100, waiting: 800 })
  })
})

describe('lines', () => {
  it('keeps a client’s form posts apart from its pages: a slow upload does not hold up the next page', async () => {
    const client = from('203.0.113.60')
    const one = renderBudget(1)
    const upload = await admitRender(client, { line: 'posts', budget: one })
    const page = await admitRender(client, { line: 'pages', budget: one })
    expect([upload.admitted, page.admitted]).toEqual([true, true])
    const secondPost = track(admitRender(client, { line: 'posts', budget: one }))
    await settle()
    expect(secondPost.admission).toBeUndefined()
    release(page)
    release(upload)
    await settle()
    release(secondPost.admission)
    expect(renderBudgetStats()).toEqual({})
  })
})

describe('renderLine', () => {
  it('puts pages, their data and the API’s reads in the pages line, form posts in the posts line; not files, the route manifest or the API’s writes', () => {
    expect(renderLine('GET', '/blog')).toBe('pages')
    expect(renderLine('HEAD', '/')).toBe('pages')
    expect(renderLine('GET', '/blog.data')).toBe('pages')
    expect(renderLine('GET', '/api/blog/posts')).toBe('pages')
    expect(renderLine('POST', '/margate')).toBe('posts')
    expect(renderLine('POST', '/quote')).toBe('posts')
    expect(renderLine('GET', '/uploads/2026/01/x/photo.webp')).toBeNull()
    expect(renderLine('GET', '/__manifest')).toBeNull()
    expect(renderLine('POST', '/api/submit-lead')).toBeNull()
    expect(renderLine('POST', '/api/stripe-webhook')).toBeNull()
  })

  it('lets the health check’s own request for the home page through, never anyone else’s', () => {
    expect(renderLine('HEAD', '/', from('127.0.0.1', { 'x-healthcheck': 'true' }))).toBeNull()
    expect(
      renderLine('HEAD', '/', from('::ffff:127.0.0.1', { 'x-healthcheck': 'true' })),
    ).toBeNull()
    expect(renderLine('HEAD', '/', from('::1', { 'x-healthcheck': 'true' }))).toBeNull()
    expect(renderLine('HEAD', '/', from('203.0.113.50', { 'x-healthcheck': 'true' }))).toBe('pages')
    expect(renderLine('HEAD', '/', from('127.0.0.1'))).toBe('pages')
    // The check itself is a render for whoever asks for it.
    expect(renderLine('GET', '/healthcheck', from('203.0.113.50'))).toBe('pages')
  })
})
