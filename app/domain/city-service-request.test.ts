import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { CityServiceRequestSchema, cityRequestToLead } from './city-service-request'

function form(fields: Record<string, string>) {
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  return fd
}

const valid = {
  name: 'Ana Ruiz',
  phone: '(954) 555-0142',
  email: 'ana@example.com',
  service: 'repair',
}

describe('city service request', () => {
  it('accepts the required fields and drops empty optional ones', () => {
    const result = parseWithZod(form({ ...valid, address: '', details: '  ' }), {
      schema: CityServiceRequestSchema,
    })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject(valid)
    expect(result.value.address).toBeUndefined()
    expect(result.value.details).toBeUndefined()
  })

  it('names every missing or malformed field', () => {
    const result = parseWithZod(form({ phone: '555', email: 'nope', zipCode: '3301' }), {
      schema: CityServiceRequestSchema,
    })
    expect(result.status).toBe('error')
    const errors = result.reply().error ?? {}
    expect(errors.name).toEqual(['Name is required'])
    expect(errors.phone?.[0]).toMatch(/10-digit/)
    expect(errors.email).toEqual(['Enter a valid email address'])
    expect(errors.service).toEqual(['Choose a service'])
    expect(errors.zipCode).toEqual(['ZIP code must be 5 digits'])
  })

  it('accepts +1 numbers and refuses letters in phone numbers', () => {
    const ok = CityServiceRequestSchema.safeParse({ ...valid, phone: '+1 954 555 0142' })
    expect(ok.success).toBe(true)
    const bad = CityServiceRequestSchema.safeParse({ ...valid, phone: '954-CALL-NOW' })
    expect(bad.success).toBe(false)
  })

  it('becomes a city-page lead carrying the city from the page', () => {
    const parsed = CityServiceRequestSchema.parse({ ...valid, zipCode: '33324' })
    expect(cityRequestToLead(parsed, 'Plantation')).toEqual({
      source: 'city-page',
      serviceType: 'repair',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '(954) 555-0142',
      address: null,
      zipCode: '33324',
      details: null,
      city: 'Plantation',
    })
  })
})
