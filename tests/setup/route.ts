/**
 * Runs a route module's loader or action the way Remix would, and gives back one shape
 * whatever the route answered: a Response, single fetch's `data()`, a plain object, or a
 * thrown Response / `data()` (a thrown redirect or 404 is an answer, not a test failure).
 */
import type { data as remixData } from '@remix-run/node'
import { routeArgs } from './requests'

type RouteFunction = (args: ReturnType<typeof routeArgs>) => unknown
export type RouteModule = { loader?: RouteFunction; action?: RouteFunction }

type DataWithInit<D> = ReturnType<typeof remixData<D>>

/**
 * What a route returned, as data: `data()` is unwrapped, a Response has no typed data
 * (undefined next to data branches; the JSON body, `unknown`, when the route only answers
 * Responses).
 */
type Answer<R> = [R] extends [Response]
  ? unknown
  : R extends Response
    ? undefined
    : R extends DataWithInit<infer D>
      ? D
      : R

type FunctionData<F> = F extends (...args: never[]) => infer R ? Answer<Awaited<R>> : never

/**
 * The data type of the module's loader and action. Pass `{ action }` or `{ loader }` for one
 * of them alone; a whole module gives the union of both.
 */
export type RouteData<M extends RouteModule> =
  | (M extends { loader: infer F } ? FunctionData<F> : never)
  | (M extends { action: infer F } ? FunctionData<F> : never)

export type RouteResult<D> = {
  status: number
  headers: Headers
  /** The route's data; for a Response, its JSON body (undefined when it is not JSON). */
  data: D
  /** The Response, when the route answered with one (its body is still unread). */
  response?: Response
  /** True when the route threw its answer (Remix then renders the error boundary). */
  thrown: boolean
}

/**
 * Calls the module's loader for a GET or HEAD request, its action otherwise, with Remix's
 * arguments (`params` for dynamic segments, an empty context).
 */
export async function callRoute<M extends RouteModule>(
  module: M,
  request: Request,
  params: Record<string, string> = {},
): Promise<RouteResult<RouteData<M>>> {
  const kind = request.method === 'GET' || request.method === 'HEAD' ? 'loader' : 'action'
  const run = module[kind]
  if (!run) throw new Error(`callRoute: a ${request.method} request needs the route's ${kind}`)
  let value: unknown
  let thrown = false
  try {
    value = await run(routeArgs(request, params))
  } catch (error) {
    if (!(error instanceof Response) && !isDataWithInit(error)) throw error
    value = error
    thrown = true
  }
  return (await normalise(value, thrown)) as RouteResult<RouteData<M>>
}

async function normalise(value: unknown, thrown: boolean): Promise<RouteResult<unknown>> {
  if (value instanceof Response) {
    const isJson = /\bjson\b/.test(value.headers.get('Content-Type') ?? '')
    const data = isJson ? await value.clone().json() : undefined
    return { status: value.status, headers: value.headers, data, response: value, thrown }
  }
  if (isDataWithInit(value)) {
    return {
      status: value.init?.status ?? 200,
      headers: new Headers(value.init?.headers),
      data: value.data,
      thrown,
    }
  }
  return { status: 200, headers: new Headers(), data: value, thrown }
}

/** single fetch's `data(value, init)`: recognised by its tag, as Remix itself does. */
function isDataWithInit(value: unknown): value is DataWithInit<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit' &&
    'data' in value
  )
}
