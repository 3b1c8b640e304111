/** Builders for the Request objects that loaders, actions and resource routes receive. */
const ORIGIN = 'http://localhost:3000'

export function getRequest(pathname: string, headers?: HeadersInit) {
  return new Request(new URL(pathname, ORIGIN), { headers })
}

export function formRequest(
  pathname: string,
  fields: Record<string, string | string[] | Blob> | FormData,
  init?: { method?: string; headers?: HeadersInit },
) {
  let body: FormData
  if (fields instanceof FormData) body = fields
  else {
    body = new FormData()
    for (const [key, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
    }
  }
  return new Request(new URL(pathname, ORIGIN), {
    method: init?.method ?? 'POST',
    body,
    headers: init?.headers,
  })
}

export function jsonRequest(
  pathname: string,
  json: unknown,
  init?: { method?: string; headers?: HeadersInit },
) {
  const headers = new Headers(init?.headers)
  headers.set('Content-Type', 'application/json')
  return new Request(new URL(pathname, ORIGIN), {
    method: init?.method ?? 'POST',
    body: typeof json === 'string' ? json : JSON.stringify(json),
    headers,
  })
}

/** Remix action/loader arguments for a request. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  return { request, params, context: {} }
}

/**
 * The fields a zebra configurator's Add to Cart posts (a 36" x 48" inside-mount shade with
 * installation), for tests that post it as a page would; `overrides` changes any of them.
 */
export function zebraAddToCartFields(
  fabricId: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    intent: 'add',
    widthWhole: '36',
    widthFraction: '0',
    heightWhole: '48',
    heightFraction: '0',
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'left',
    fabricId,
    option: 'installation',
    quantity: '1',
    ...overrides,
  }
}
