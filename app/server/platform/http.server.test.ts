import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { phoneNumber, requiredText } from '~/domain/form-rules'
import {
  handlePublicForm,
  isSpam,
  jsonError,
  jsonResponse,
  methodNotAllowed,
  pathId,
  safeRedirect,
  tooManyRequests,
} from './http.server'
import { getToast } from './toast.server'

describe('JSON answers', () => {
  it('jsonResponse is never cached and keeps the caller’s headers', async () => {
    const response = jsonResponse({ ok: true }, { headers: { 'X-Test': '1' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Test')).toBe('1')
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('jsonError answers { error } with its status, extra fields and headers', async () => {
    const response = jsonError(422, 'Bad size', { field: 'width' }, { 'X-Test': '2' })
    expect(response.status).toBe(422)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Test')).toBe('2')
    expect(await response.json()).toEqual({ field: 'width', error: 'Bad size' })
  })

  it('jsonError keeps its message over an `error` in the extra fields', async () => {
    expect(await jsonError(400, 'Real', { error: 'Sneaky' }).json()).toEqual({ error: 'Real' })
  })

  it('methodNotAllowed is a 405 naming the allowed method', async () => {
    const response = methodNotAllowed()
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: 'Method not allowed' })
    expect(methodNotAllowed('GET, POST').headers.get('Allow')).toBe('GET, POST')
  })

  it('tooManyRequests is a 429 with Retry-After and the message', async () => {
    const response = tooManyRequests({ message: 'Slow down, call us', retryAfterSeconds: 90 })
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('90')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: 'Slow down, call us' })
  })
})

describe('pathId', () => {
  it('reads a positive whole number written in digits, the one id rule of every route', () => {
    expect(pathId('12')).toBe(12)
    expect(pathId('01')).toBe(1)
    expect(pathId('999999999')).toBe(999_999_999)
  })

  it('is null for anything else, so the route answers 404', () => {
    for (const bad of [
      undefined,
      null,
      '',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x1f',
      ' 7',
      'abc',
      '1234567890',
    ]) {
      expect(pathId(bad), String(bad)).toBeNull()
    }
  })
})

describe('safeRedirect', () => {
  it.each([
    ['another host', '//evil.com'],
    ['another host with a path', '//evil.com/shop'],
    ['a backslash trick', '/\\evil.com'],
    ['a backslash inside', '/shop\\..\\evil'],
    ['an absolute URL', 'https://x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'shop'],
    ['a header-splitting CR LF', '/shop\r\nSet-Cookie: a=b'],
    ['a newline', '/shop\nx'],
    ['a parent step', '/shop/../admin'],
    ['only a fragment', '#top'],
    ['an empty string', ''],
  ])('refuses %s', (_, to) => {
    expect(safeRedirect(to, '/fallback')).toBe('/fallback')
  })

  // Browsers drop tabs and newlines inside a URL: a Location of "/\t/evil.com" leads to //evil.com.
  it.each([
    ['a tab', '/\t/evil.com'],
    ['a NUL', '/shop\u0000'],
    ['a DEL', '/\u007f/evil.com'],
  ])('refuses %s (a control character) inside the path', (_, to) => {
    expect(safeRedirect(to, '/fallback')).toBe('/fallback')
  })

  it('refuses what is not a string, and falls back to / by default', () => {
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect(['/shop'])).toBe('/')
    expect(safeRedirect(new File(['x'], 'a.txt'), '/cart')).toBe('/cart')
  })

  it('keeps a local path and its query, and drops the fragment', () => {
    expect(safeRedirect('/shop')).toBe('/shop')
    expect(safeRedirect('/shop/zebra-shades?image=2&tab=a')).toBe(
      '/shop/zebra-shades?image=2&tab=a',
    )
    expect(safeRedirect('/plantation?submitted=1#service-request')).toBe('/plantation?submitted=1')
  })
})

describe('isSpam', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [key, value] of Object.entries(fields)) data.append(key, value)
    return data
  }

  it('is true only when the hidden name__confirm field is filled in', () => {
    expect(isSpam(form({ name: 'Ana', name__confirm: 'http://spam.test' }))).toBe(true)
    expect(isSpam(form({ name: 'Ana', name__confirm: ' ' }))).toBe(true)
    expect(isSpam(form({ name: 'Ana', name__confirm: '' }))).toBe(false)
    expect(isSpam(form({ name: 'Ana' }))).toBe(false)
    expect(isSpam(form({ name: 'http://spam.test', confirm: 'x' }))).toBe(false)
  })
})

describe('handlePublicForm', () => {
  const Schema = z.object({ name: requiredText('Name'), phone: phoneNumber('Phone') })
  const toast = { title: 'Request received', description: 'We will call you soon.' }
  const valid = { name: 'Ana Ruiz', phone: '(954) 555-0142', name__confirm: '' }
  let form = 0

  /** Runs the sequence as a route action would; each test gets its own rate-limit bucket. */
  function submit(
    fields: Record<string, string>,
    options: {
      store?: (value: z.output<typeof Schema>) => undefined | Headers
      formErrors?: (value: z.output<typeof Schema>) => string[]
      stayOnPage?: boolean
      limit?: number
      name?: string
      ip?: string
    } = {},
  ) {
    const store = vi.fn(options.store ?? (() => undefined))
    const name = options.name ?? `test-form-${++form}`
    const action = ({ request }: { request: Request }) =>
      handlePublicForm(request, {
        schema: Schema,
        rateLimit: { name, limit: options.limit ?? 5, windowMs: 60_000 },
        success: { redirectTo: '/thanks?x=1', toast, stayOnPage: options.stayOnPage },
        formErrors: options.formErrors,
        store,
      })
    const headers = { 'Fly-Client-IP': options.ip ?? '203.0.113.10' }
    return { store, result: callRoute({ action }, formRequest('/form', fields, { headers })) }
  }

  async function toastOf(headers: Headers) {
    const jar = new CookieJar().absorb(headers)
    return (await getToast(getRequest('/', { Cookie: jar.header() }))).toast
  }

  it('success: stores the value and redirects with the toast cookie', async () => {
    const { store, result } = submit(valid)
    const answer = await result
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/thanks?x=1')
    expect(await toastOf(answer.headers)).toMatchObject(toast)
    expect(store).toHaveBeenCalledTimes(1)
    expect(store).toHaveBeenCalledWith({ name: 'Ana Ruiz', phone: '(954) 555-0142' })
  })

  it('success keeps the headers the store returns (a cleared cookie) next to the toast', async () => {
    const cleared = new Headers({ 'Set-Cookie': 'quote=; Max-Age=0; Path=/' })
    const answer = await submit(valid, { store: () => cleared }).result
    expect(answer.status).toBe(302)
    const cookies = answer.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    expect(cookies[0]).toMatch(/^quote=; Max-Age=0/)
    expect(await toastOf(answer.headers)).toMatchObject(toast)
  })

  it('a filled honeypot: redirects like a success and stores nothing', async () => {
    const { store, result } = submit({ ...valid, name__confirm: 'http://spam.test' })
    const answer = await result
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/thanks?x=1')
    expect(await toastOf(answer.headers)).toMatchObject(toast)
    expect(store).not.toHaveBeenCalled()
  })

  it('a filled honeypot does not count against the limit', async () => {
    const name = 'honeypot-limit'
    for (let i = 0; i < 3; i++) {
      await submit({ ...valid, name__confirm: 'x' }, { name, limit: 1 }).result
    }
    expect((await submit(valid, { name, limit: 1 }).result).status).toBe(302)
  })

  it('invalid fields: 400 with conform’s reply and the field errors, nothing stored', async () => {
    const { store, result } = submit({ ...valid, phone: '954-CALL-NOW', name: '' })
    const answer = await result
    expect(answer.status).toBe(400)
    expect(answer.response).toBeUndefined()
    expect(answer.data).toMatchObject({
      status: 'error',
      error: {
        name: ['Name is required'],
        phone: ['Enter a 10-digit phone number, e.g. (954) 555-0123'],
      },
    })
    expect(answer.headers.getSetCookie()).toEqual([])
    expect(store).not.toHaveBeenCalled()
  })

  it('form errors on valid fields: 400 with the form-level message, nothing stored', async () => {
    const formErrors = vi.fn(() => ['Add at least one product'])
    const { store, result } = submit(valid, { formErrors })
    const answer = await result
    expect(answer.status).toBe(400)
    expect(answer.data).toMatchObject({
      status: 'error',
      error: { '': ['Add at least one product'] },
    })
    expect(formErrors).toHaveBeenCalledWith({ name: 'Ana Ruiz', phone: '(954) 555-0142' })
    expect(store).not.toHaveBeenCalled()
  })

  it('no form errors: goes on to store', async () => {
    const { store, result } = submit(valid, { formErrors: () => [] })
    expect((await result).status).toBe(302)
    expect(store).toHaveBeenCalledTimes(1)
  })

  it('over the limit: 429 with Retry-After and the phone in the form error, nothing stored', async () => {
    const name = 'limit-test'
    expect((await submit(valid, { name, limit: 2 }).result).status).toBe(302)
    expect((await submit(valid, { name, limit: 2 }).result).status).toBe(302)
    const { store, result } = submit(valid, { name, limit: 2 })
    const answer = await result
    expect(answer.status).toBe(429)
    const retryAfter = Number(answer.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(answer.data?.error?.['']).toEqual([expect.stringContaining('(954) 555-0123')])
    expect(store).not.toHaveBeenCalled()
    // Another visitor has a bucket of their own.
    expect((await submit(valid, { name, limit: 2, ip: '203.0.113.11' }).result).status).toBe(302)
  })

  it('stayOnPage: answers a reply that resets the form, with the toast cookie', async () => {
    const { store, result } = submit(valid, { stayOnPage: true })
    const answer = await result
    expect(answer.status).toBe(200)
    expect(answer.response).toBeUndefined()
    expect(answer.headers.get('Location')).toBeNull()
    // conform's reset signal: no initial value for the form any more.
    expect(answer.data).toEqual({ initialValue: null })
    expect(await toastOf(answer.headers)).toMatchObject(toast)
    expect(store).toHaveBeenCalledTimes(1)
  })
})
