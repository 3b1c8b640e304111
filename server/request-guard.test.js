import { describe, expect, it } from 'vitest'
import {
  allowedMethods,
  bodyLimit,
  isCrossSiteWrite,
  isUnreadablePagePost,
  LIMITS,
} from './request-guard.js'

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
  const request = (method, headers, path = '/api/submit-lead') => ({
    method,
    path,
    host: 'blinds.example',
    headers,
  })
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
      isCrossSiteWrite(
        request('POST', { origin: 'https://evil.example', authorization: 'Bearer abc' }),
      ),
    ).toBe(false)
  })
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
