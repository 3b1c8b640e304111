/**
 * Each client's share of this machine's renders (docs/decisions/123-render-budget-per-client.md).
 * A page the cache cannot have (`/blog?search=<anything>`, any page for a visitor with a
 * cookie, a form post) is a full render on the one event loop every visitor shares: 32 of them
 * at once from one client made another visitor's cached home page wait seconds. So a client
 * has one page render under way at a time (RENDER_BUDGET.running) and one form post; the next
 * few wait their turn in that client's own line, and beyond it the request is refused (429,
 * Retry-After). A page from memory, a static file and every other client never wait in it.
 * Posts have a line of their own so that a slow upload never holds up the same person's pages.
 *
 * A refusal is sent after a pause (RENDER_BUDGET.refusalDelayMs): a client that asks again the
 * moment it is refused would otherwise have hundreds of refusals a second answered, which cost
 * the other visitors nearly as much as its renders did. A held refusal costs a timer and the
 * socket the client holds open anyway; past RENDER_BUDGET.heldRefusals per client they are
 * answered at once.
 *
 * Who a client is: the rate limits' key (`clientKeyOf`: the address server/trust.js vouched
 * for, an IPv6 /64 as one), never a header the client chose. The state is this process's
 * memory: it guards this machine's CPU, not a business rule, so it need not be shared.
 */
import { clientKeyOf, effectiveLimit } from './rate-limit.server'

export const RENDER_BUDGET = {
  /** Renders under way per client and line. */
  running: 1,
  /** Requests waiting their turn per client and line; more are refused. */
  waiting: 8,
  /** How long a request waits for its turn before it is answered 503. */
  waitMs: 10_000,
  /** How long a refusal is held before it is sent. */
  refusalDelayMs: 1_000,
  /** Refusals held at once per client; more are sent at once. */
  heldRefusals: 128,
  /** What a refused client is told to wait. */
  retryAfterSeconds: 1,
}

type Refusal = 'busy' | 'waited' | 'gone'

/**
 * What a request is told: render now (and `release` once its answer is out), or not: `busy`
 * (its client's line is full: 429), `waited` (its turn did not come in time: 503), `gone`
 * (the visitor left meanwhile: nothing to answer).
 */
export type RenderAdmission =
  | { admitted: true; release: () => void }
  | { admitted: false; reason: Refusal; retryAfterSeconds: number }

type Waiter = { admit: () => void }
type ClientRenders = { running: number; waiting: Waiter[]; held: number }

/**
 * A client's lines (`pages 203.0.113.7`, `posts 203.0.113.7`) with a render under way, waiting
 * or refused; a line is forgotten once it has none.
 */
const clients = new Map<string, ClientRenders>()

/** The budget as this deployment applies it: RATE_LIMIT_MULTIPLIER raises it as it does every limit. */
export function renderBudget(multiplier?: number) {
  return {
    running: effectiveLimit(RENDER_BUDGET.running, multiplier),
    waiting: effectiveLimit(RENDER_BUDGET.waiting, multiplier),
  }
}

/** 127.0.0.0/8 and ::1, also written IPv4-mapped. */
const LOOPBACK = /^(::ffff:)?127\.|^::1$/i

/** A client's line: its page views (GET, HEAD), or its form posts. */
export type RenderLine = 'pages' | 'posts'

/**
 * Which of its client's lines a request waits in, or null when it costs no render: a file,
 * Remix's route manifest, the API's writes (uploads, orders, payments, Stripe's events: their
 * own limits), and the health check's own HEAD of the home page (app/routes/healthcheck.ts),
 * made by this process from loopback: the check that asked for it has taken its turn already,
 * and a full line must not fail the machine's health check.
 */
export function renderLine(
  method: string,
  path: string,
  header: (name: string) => string | null | undefined = () => undefined,
): RenderLine | null {
  if (/^\/(uploads|__manifest)(\/|$)/.test(path)) return null
  const reads = method === 'GET' || method === 'HEAD'
  if (/^\/api\//.test(path) && !reads) return null
  if (header('x-healthcheck') === 'true' && LOOPBACK.test(header('x-visitor-ip') ?? '')) {
    return null
  }
  return reads ? 'pages' : 'posts'
}

function refused(reason: Refusal): RenderAdmission {
  return { admitted: false, reason, retryAfterSeconds: RENDER_BUDGET.retryAfterSeconds }
}

function forgetIfIdle(client: string, state: ClientRenders) {
  if (state.running === 0 && state.waiting.length === 0 && state.held === 0) clients.delete(client)
}

/** A turn to render: `release` (once; later calls do nothing) hands it to the next in line. */
function turn(client: string, state: ClientRenders): RenderAdmission {
  let released = false
  return {
    admitted: true,
    release: () => {
      if (released) return
      released = true
      const next = state.waiting.shift()
      if (next) return next.admit()
      state.running -= 1
      forgetIfIdle(client, state)
    },
  }
}

/** Calls `settle(reason)` after `ms`, or `settle('gone')` once `signal` aborts; returns what stops both. */
function settleAfter(
  ms: number,
  reason: Refusal,
  signal: AbortSignal | undefined,
  settle: (why: Refusal) => void,
): () => void {
  const stop = () => {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
  const onAbort = () => {
    stop()
    settle('gone')
  }
  const timer = setTimeout(() => {
    stop()
    settle(reason)
  }, ms)
  signal?.addEventListener('abort', onAbort, { once: true })
  return stop
}

/**
 * Waits for this client's turn to render in `line` (`header` reads the request's headers, for
 * who the client is). `signal`: the visitor left, so the request leaves the line.
 */
export function admitRender(
  header: (name: string) => string | null | undefined,
  {
    line: lineName = 'pages',
    signal,
    budget = renderBudget(),
  }: { line?: RenderLine; signal?: AbortSignal; budget?: ReturnType<typeof renderBudget> } = {},
): Promise<RenderAdmission> {
  if (signal?.aborted) return Promise.resolve(refused('gone'))
  const client = `${lineName} ${clientKeyOf(header)}`
  let state = clients.get(client)
  if (!state) {
    state = { running: 0, waiting: [], held: 0 }
    clients.set(client, state)
  }
  const line = state
  if (line.running < budget.running) {
    line.running += 1
    return Promise.resolve(turn(client, line))
  }
  if (line.waiting.length >= budget.waiting) {
    if (line.held >= RENDER_BUDGET.heldRefusals) return Promise.resolve(refused('busy'))
    line.held += 1
    return new Promise((resolve) => {
      settleAfter(RENDER_BUDGET.refusalDelayMs, 'busy', signal, (why) => {
        line.held -= 1
        forgetIfIdle(client, line)
        resolve(refused(why))
      })
    })
  }
  return new Promise((resolve) => {
    const waiter: Waiter = {
      admit: () => {
        stop()
        resolve(turn(client, line))
      },
    }
    line.waiting.push(waiter)
    const stop = settleAfter(RENDER_BUDGET.waitMs, 'waited', signal, (why) => {
      const at = line.waiting.indexOf(waiter)
      if (at >= 0) line.waiting.splice(at, 1)
      forgetIfIdle(client, line)
      resolve(refused(why))
    })
  })
}

/** Renders under way, waiting and refusals held, per client and line (tests). */
export function renderBudgetStats(): Record<
  string,
  { running: number; waiting: number; held: number }
> {
  return Object.fromEntries(
    [...clients].map(([client, state]) => [
      client,
      { running: state.running, waiting: state.waiting.length, held: state.held },
    ]),
  )
}
