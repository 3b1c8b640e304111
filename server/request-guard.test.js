import { describe, expect, it } from 'vitest'
import {
  allowedMethods,
  bodyLimit,
  isAdminPath,
  isCrossSiteWrite,
  isOriginFormTarget,
  isUnreadablePagePost,
  LIMITS,
} from './request-guard.js'

describe('request targets (issue 25.1)', () => {
  it('a path, and nothing that a URL parser could read as another host or another path', () => {
    for (const target of [
      '/',
      '/quote',
      '/quote?step=2&next=//evil.example',
      '/a//b',
      '/a.b/c..d',
    ]) {
      expect(isOriginFormTarget(target), target).toBe(true)
    }
    for (const target of [
      '//attacker.example/a.png',
      '//127.0.0.1:9/a.png',
      'http://attacker.example/a.png',
      'https://attacker.example/',
      '*',
      '',
      'a.png',
      '/admin/../a.png',
      '/admin/..',
      '/..',
      '/./a',
      '/a/%2e%2e/b',
      '/a/.%2E/b',
      '/a/%2e/b',
      '/\\attacker.example/a.png',
      '/a\\b',
      '/\t/attacker.example/a.png',
      '/a b',
    ]) {
      expect(isOriginFormTarget(target), JSON.stringify(target)).toBe(false)
    }
    expect(isOriginFormTarget(undefined)).toBe(false)
  })
})

describe('body limits', () => {
  it('large bodies only for uploads, small ones everywhere else', () => {
    expect(bodyLimit('POST', '/api/submit-lead', 'multipart/form-data; boundary=x')).toBe(
      LIMITS.upload,
    )
    expect(bodyLimit('POST', '/quote', 'multipart/form-data; boundary=x')).toBe(LIMITS.upload)
    expect(bodyLimit('POST', '/api/admin/fabric-swatches', 'multipart/form-data; b=1')).toBe(
      LIMITS.upload,
    )
    // A city page never takes files: a multipart post there is held to the form limit.
    expect(bodyLimit('POST', '/fort-lauderdale', 'multipart/form-data; boundary=x')).toBe(
      LIMITS.form,
    )
    expect(bodyLimit('POST', '/api/submit-lead', 'application/x-www-form-urlencoded')).toBe(
      LIMITS.form,
    )
    expect(bodyLimit('POST', '/api/zebra-price', 'application/json')).toBe(LIMITS.json)
    expect(bodyLimit('PUT', '/api/admin/blog-posts/3', 'application/json')).toBe(LIMITS.admin)
    expect(bodyLimit('POST', '/api/stripe-webhook', 'application/json')).toBe(LIMITS.webhook)
    expect(bodyLimit('GET', '/', '')).toBe(0)
  })
})

describe('methods', () => {
  it('pages take GET and POST; the API also PUT, PATCH, DELETE; nothing takes TRACE', () => {
    expect(allowedMethods('/shop/zebra-shades').has('PUT')).toBe(false)
    expect(allowedMethods('/shop/zebra-shades').has('POST')).toBe(true)
    expect(allowedMethods('/api/admin/fabric-swatches/1').has('DELETE')).toBe(true)
    expect(allowedMethods('/').has('TRACE')).toBe(false)
    expect(allowedMethods('/api/motors').has('TRACE')).toBe(false)
  })
})

describe('cross-site writes', () => {
  const request = (
    method,
    headers,
    path = '/api/submit-lead',
    siteUrl = 'https://blinds.example',
  ) => ({
    method,
    path,
    host: 'blinds.example',
    headers,
    siteUrl,
  })
  const token = `Bearer ${'a'.repeat(43)}`
  it('refuses a post another site sent with the visitor’s browser', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true)
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'same-site' }))).toBe(true)
    expect(isCrossSiteWrite(request('POST', { origin: 'null' }))).toBe(true)
    expect(isCrossSiteWrite(request('DELETE', { origin: 'https://blinds.example.evil.com' }))).toBe(
      true,
    )
  })
  it('lets the site’s own posts, reads, the webhook and token clients through', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'https://blinds.example' }))).toBe(false)
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBe(false)
    expect(isCrossSiteWrite(request('POST', {}))).toBe(false)
    expect(isCrossSiteWrite(request('GET', { origin: 'https://evil.example' }))).toBe(false)
    expect(
      isCrossSiteWrite(request('POST', { origin: 'https://evil.example' }, '/api/stripe-webhook')),
    ).toBe(false)
    expect(
      isCrossSiteWrite(request('POST', { origin: 'https://evil.example', authorization: token })),
    ).toBe(false)
  })
  it('lets the blog post page’s view beacon through (sendBeacon: same-origin, no body type)', () => {
    const beacon = {
      method: 'POST',
      path: '/api/blog/posts/some-post/view',
      host: 'blinds.example',
      headers: { origin: 'https://blinds.example', 'sec-fetch-site': 'same-origin' },
      siteUrl: 'https://blinds.example',
    }
    expect(isCrossSiteWrite(beacon)).toBe(false)
    expect(isUnreadablePagePost('POST', beacon.path, '')).toBe(false)
    expect(allowedMethods(beacon.path).has('POST')).toBe(true)
    // The same beacon sent by another site's page is refused.
    const forged = {
      ...beacon,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    }
    expect(isCrossSiteWrite(forged)).toBe(true)
  })
  it('compares the whole origin: scheme and port count, not only the host', () => {
    // An https page posting to the http site, and the reverse, are other origins.
    const httpSite = request(
      'POST',
      { origin: 'https://blinds.example' },
      '/cart',
      'http://blinds.example',
    )
    expect(isCrossSiteWrite(httpSite)).toBe(true)
    expect(isCrossSiteWrite(request('POST', { origin: 'http://blinds.example' }))).toBe(true)
    expect(isCrossSiteWrite(request('POST', { origin: 'https://blinds.example:8443' }))).toBe(true)
    expect(isCrossSiteWrite(request('POST', { origin: 'not a url' }))).toBe(true)
  })
  it('never trusts a client’s X-Forwarded-Host', () => {
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }
    expect(isCrossSiteWrite(request('POST', forged))).toBe(true)
  })
  it('refuses the site’s Origin sent to another Host, or with another X-Forwarded-Host: Remix would answer 500 (issue 25.7)', () => {
    const site = 'https://blinds.example'
    expect(
      isCrossSiteWrite({ ...request('POST', { origin: site }, '/cart'), host: 'other.example' }),
    ).toBe(true)
    expect(
      isCrossSiteWrite(
        request('POST', { origin: site, 'x-forwarded-host': 'other.example' }, '/cart'),
      ),
    ).toBe(true)
    // Remix compares the Host as sent: another spelling or an explicit default port differs.
    expect(
      isCrossSiteWrite({
        ...request('POST', { origin: site }, '/cart'),
        host: 'blinds.example:443',
      }),
    ).toBe(true)
    expect(
      isCrossSiteWrite({ ...request('POST', { origin: site }, '/cart'), host: undefined }),
    ).toBe(true)
    expect(
      isCrossSiteWrite({ ...request('POST', { origin: site }, '/admin/leads'), host: 'x' }),
    ).toBe(true)
    // The JSON API (resource routes, which Remix does not check) keeps its own rules.
    expect(isCrossSiteWrite({ ...request('POST', { origin: site }), host: 'x' })).toBe(false)
    // The same host, or an X-Forwarded-Host that names it, is the site's own.
    expect(
      isCrossSiteWrite(
        request('POST', { origin: site, 'x-forwarded-host': 'blinds.example' }, '/cart'),
      ),
    ).toBe(false)
  })
  it('accepts the host the request came to, in the site’s scheme (fly.dev beside the domain)', () => {
    const flyDev = {
      method: 'POST',
      path: '/cart',
      host: 'tri-county-blinds.fly.dev',
      headers: { origin: 'https://tri-county-blinds.fly.dev' },
      siteUrl: 'https://www.example.com',
    }
    expect(isCrossSiteWrite(flyDev)).toBe(false)
    expect(
      isCrossSiteWrite({ ...flyDev, headers: { origin: 'http://tri-county-blinds.fly.dev' } }),
    ).toBe(true)
  })
  it('a junk bearer, or a bearer sent with cookies, does not skip the check', () => {
    for (const authorization of ['Bearer', 'Bearer junk', 'Bearer a b', 'Basic abc']) {
      expect(
        isCrossSiteWrite(
          request('POST', { origin: 'https://evil.example', authorization }, '/admin/leads'),
        ),
      ).toBe(true)
    }
    expect(
      isCrossSiteWrite(
        request('POST', { origin: 'https://evil.example', authorization: token, cookie: 'a=b' }),
      ),
    ).toBe(true)
  })
})

describe('staff answers are never stored', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/leads',
    '/admin/leads.data',
    '/admin.data',
    '/admin/login',
    '/api/admin/motors',
    '/admin_.login.data',
  ])('%s is a staff answer', (path) => expect(isAdminPath(path)).toBe(true))
  it.each(['/', '/administrator', '/api/accessories', '/blog/admin', '/_root.data'])(
    '%s is not',
    (path) => expect(isAdminPath(path)).toBe(false),
  )
})

describe('page posts are web forms', () => {
  it('refuses JSON or a missing type on a page; the API takes JSON', () => {
    expect(isUnreadablePagePost('POST', '/fort-lauderdale', 'application/json')).toBe(true)
    expect(isUnreadablePagePost('POST', '/cart/lines', '')).toBe(true)
    expect(isUnreadablePagePost('POST', '/cart/lines', 'application/x-www-form-urlencoded')).toBe(
      false,
    )
    expect(isUnreadablePagePost('POST', '/quote', 'multipart/form-data; boundary=x')).toBe(false)
    expect(isUnreadablePagePost('POST', '/api/orders', 'application/json')).toBe(false)
    expect(isUnreadablePagePost('GET', '/', '')).toBe(false)
  })
})
