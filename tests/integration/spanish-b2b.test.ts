/**
 * Issue 41: the window companies' request from /es/window-company-portal is answered in
 * Spanish (where it goes next, the toast), stored with language 'es', and every message its
 * schema can give has Spanish words on that page. English is as it was (public-forms.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { ERROR_KEY_PREFIX } from '~/components/i18n'
import { windowCompanyRequestSchema } from '~/domain/window-company-request'
import * as portal from '~/routes/window-company-portal'
import { db, schema } from '~/server/platform/db.server'

const fields = {
  companyName: 'Ventanas Acme',
  contactName: 'José Gómez',
  contactPhone: '(305) 555-0100',
  contactEmail: 'jose@ventanas.test',
  customerName: 'Ana López',
  customerPhone: '305-555-0101',
  customerAddress: '1 W 49th St, Hialeah, FL',
  blindType: 'Vertical blinds',
  numberOfWindows: '8',
  urgency: 'medium',
  projectDetails: 'Quitar 8 verticales antes de las ventanas de impacto',
}

describe('the window companies’ request in Spanish', () => {
  it('goes back to the Spanish portal with a Spanish toast and is stored as Spanish', async () => {
    const response = await callRoute(
      portal,
      formRequest('/es/window-company-portal', fields, {
        headers: { 'Fly-Client-IP': '203.0.113.141' },
      }),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/es/window-company-portal?submitted=1#request')
    const { getToast } = await import('~/server/platform/toast.server')
    const jar = new CookieJar().absorb(response)
    const { toast } = await getToast(getRequest('/', { Cookie: jar.header() }))
    expect(toast?.title).toBe('Solicitud de servicio recibida')
    expect(toast?.description).toBe(
      '¡Gracias! Nuestro equipo B2B le responderá en menos de 2 horas.',
    )
    const stored = db
      .select()
      .from(schema.windowCompanyRequests)
      .all()
      .find((r) => r.companyName === 'Ventanas Acme')
    expect(stored?.language).toBe('es')
    // What staff read stays the office's English value.
    expect(stored?.blindType).toBe('Vertical blinds')
  })

  it('has Spanish for every message the form can show', async () => {
    const { data } = await callRoute(
      { loader: portal.loader },
      getRequest('/es/window-company-portal'),
    )
    // Each field empty, too long or malformed: every message the schema answers with.
    const tries = [
      {},
      Object.fromEntries(Object.keys(fields).map((k) => [k, 'x'.repeat(3000)])),
      { ...fields, numberOfWindows: 0, preferredDate: '2001-01-01', customerEmail: 'no' },
      { ...fields, numberOfWindows: 1.5, preferredDate: 'soon', contactEmail: 'no' },
      { ...fields, numberOfWindows: 9999 },
    ]
    const messages = new Set<string>()
    for (const input of tries) {
      const result = windowCompanyRequestSchema('2026-12-03').safeParse(input)
      for (const issue of result.error?.issues ?? []) messages.add(issue.message)
    }
    expect(messages.size).toBeGreaterThan(10)
    const missing = [...messages].filter(
      (m) => !Object.hasOwn(data.messages, `${ERROR_KEY_PREFIX}${m}`),
    )
    expect(missing).toEqual([])
  })
})
