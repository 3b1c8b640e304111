import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, securityHeaders } from './security.js'

describe('security headers', () => {
  it('a fresh, unguessable nonce per request', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce))
    expect(nonces.size).toBe(100)
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })

  it('scripts only from the site, this nonce, Stripe and the booking widget; no plugins, no framing', () => {
    const csp = contentSecurityPolicy('abc', { production: false })
    const directive = (name) => csp.split('; ').find((d) => d.startsWith(`${name} `))
    expect(directive('script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://js.stripe.com https://*.js.stripe.com https://online-booking.housecallpro.com",
    )
    expect(directive('script-src')).not.toContain('unsafe-inline')
    expect(directive('object-src')).toBe("object-src 'none'")
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive('form-action')).toContain('https://checkout.stripe.com')
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it('HSTS and upgrade-insecure-requests only for HTTPS in production', () => {
    expect(securityHeaders('n', { production: true, https: true })).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    })
    expect(
      securityHeaders('n', { production: true, https: true })['Content-Security-Policy'],
    ).toContain('upgrade-insecure-requests')
    // `npm start` on http://localhost must keep working.
    const local = securityHeaders('n', { production: true, https: false })
    expect(local['Strict-Transport-Security']).toBeUndefined()
    expect(local['Content-Security-Policy']).not.toContain('upgrade-insecure-requests')
    expect(local['X-Content-Type-Options']).toBe('nosniff')
  })
})
