import { describe, expect, it } from 'vitest'
import { REDACTED, scrubErrorReport, scrubText } from './error-report-scrub'

describe('error reports carry no personal data', () => {
  it('removes e-mail addresses and phone numbers from text, as people type them', () => {
    expect(scrubText('No customer for Jane.Doe+blinds@example.co.uk')).toBe(
      `No customer for ${REDACTED}`,
    )
    for (const phone of ['954-555-0100', '(954) 555 0100', '+1 954.555.0100', '9545550100']) {
      expect(scrubText(`call ${phone} back`)).toBe(`call ${REDACTED} back`)
    }
  })

  it('keeps references, amounts and dates that are not phone numbers', () => {
    const text = 'Order TCB-2026-0042 of $1,234.50 on 2026-12-02 failed (id 12345678901234)'
    expect(scrubText(text)).toBe(text)
  })

  it('drops the user, cookies and authorization, and scrubs every string left', () => {
    const event = {
      message: 'Mail to ana@example.com failed',
      user: { email: 'ana@example.com', ip_address: '203.0.113.9' },
      request: {
        url: 'https://example.com/quote?email=ana%40example.com&phone=9545550100',
        query_string: 'email=ana@example.com',
        cookies: { __session: 'secret' },
        headers: {
          Cookie: '__session=secret',
          Authorization: 'Bearer token',
          'User-Agent': 'Mozilla/5.0',
        },
        data: { name: 'Ana', phone: '(954) 555-0100' },
      },
      exception: { values: [{ type: 'Error', value: 'Customer 954 555 0100 not found' }] },
      breadcrumbs: [{ message: 'POST /quote ana@example.com' }],
      extra: { nested: { deeper: ['ana@example.com'] } },
    }
    const report = scrubErrorReport(event)
    expect(report.user).toBeUndefined()
    expect(report.request?.cookies).toBeUndefined()
    expect(report.request?.headers).toEqual({ 'User-Agent': 'Mozilla/5.0' })
    expect(report.request?.url).toBe(
      `https://example.com/quote?email=${REDACTED}&phone=${REDACTED}`,
    )
    expect(report.request?.query_string).toBe(`email=${REDACTED}`)
    expect(report.request?.data).toEqual({ name: 'Ana', phone: REDACTED })
    expect(report.exception.values[0].value).toBe(`Customer ${REDACTED} not found`)
    expect(report.breadcrumbs[0].message).toBe(`POST /quote ${REDACTED}`)
    expect(report.extra.nested.deeper).toEqual([REDACTED])
    expect(report.message).toBe(`Mail to ${REDACTED} failed`)
    expect(JSON.stringify(report)).not.toMatch(/ana@example|555|secret|Bearer/)
    // The event given is left as it was.
    expect(event.user.email).toBe('ana@example.com')
  })
})
