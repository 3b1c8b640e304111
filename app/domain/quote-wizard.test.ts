import { describe, expect, it } from 'vitest'
import {
  clampStep,
  firstStepWithError,
  PROPERTY_TYPES,
  progressPercent,
  QUOTE_STEP_FIELDS,
  SERVICE_TYPES,
  stepOfField,
  submissionFailedMessage,
  TIME_FRAMES,
  validateLead,
  validateStep,
  valuesFromForm,
} from './quote-wizard'

const VALID = {
  serviceType: 'repair',
  propertyType: 'condo',
  zipCode: '33301',
  timeFrame: 'asap',
  roomCount: '3',
  isHomeowner: 'on',
  name: 'Ana',
  email: 'ana@example.com',
  phone: '(954) 555-0123',
}

describe('quote wizard steps', () => {
  it('step 1 requires a known service', () => {
    expect(validateStep(1, {}).errors).toEqual({ serviceType: ['Choose the service you need'] })
    expect(validateStep(1, { serviceType: '' }).ok).toBe(false)
    expect(validateStep(1, { serviceType: 'painting' }).ok).toBe(false)
    for (const serviceType of SERVICE_TYPES) {
      expect(validateStep(1, { serviceType }).ok).toBe(true)
    }
    expect(SERVICE_TYPES).toEqual(['repair', 'replacement', 'installation', 'motorization'])
  })

  it('step 2 requires a property type and a ZIP of exactly 5 digits', () => {
    expect(Object.keys(validateStep(2, {}).errors).sort()).toEqual(['propertyType', 'zipCode'])
    for (const propertyType of PROPERTY_TYPES) {
      expect(validateStep(2, { propertyType, zipCode: '33301' }).ok).toBe(true)
    }
    expect(PROPERTY_TYPES).toEqual(['single-family', 'condo', 'apartment', 'commercial'])
    expect(validateStep(2, { propertyType: 'castle', zipCode: '33301' }).ok).toBe(false)
    for (const zipCode of [
      '3330',
      '333011',
      '3330a',
      'abcde',
      '33-01',
      '',
      '     ',
      '３３３０１',
    ]) {
      expect(validateStep(2, { propertyType: 'condo', zipCode }).errors).toEqual({
        zipCode: ['Enter your 5-digit ZIP code'],
      })
    }
    // Surrounding spaces are forgiven and trimmed.
    const ok = validateStep(2, { propertyType: 'condo', zipCode: ' 00501 ' })
    expect(ok.value).toEqual({ propertyType: 'condo', zipCode: '00501' })
  })

  it('step 3 requires a known timeframe and some text for the size', () => {
    expect(Object.keys(validateStep(3, { roomCount: '   ' }).errors).sort()).toEqual([
      'roomCount',
      'timeFrame',
    ])
    for (const timeFrame of TIME_FRAMES) {
      expect(validateStep(3, { timeFrame, roomCount: 'Whole house' }).ok).toBe(true)
    }
    expect(TIME_FRAMES).toEqual(['asap', 'this-week', 'next-week', 'this-month', 'flexible'])
    expect(validateStep(3, { timeFrame: 'yesterday', roomCount: '2' }).ok).toBe(false)
    expect(validateStep(3, { timeFrame: 'asap', roomCount: 'x'.repeat(101) }).ok).toBe(false)
  })

  it('step 4 always passes: being the homeowner is optional', () => {
    const cases: [Record<string, string>, boolean][] = [
      [{}, false],
      [{ isHomeowner: 'on' }, true],
      [{ isHomeowner: 'true' }, true],
      [{ isHomeowner: 'false' }, false],
      [{ isHomeowner: '' }, false],
    ]
    for (const [values, expected] of cases) {
      const result = validateStep(4, values)
      expect(result.ok).toBe(true)
      expect(result.value).toEqual({ isHomeowner: expected })
    }
  })

  it('step 5 requires name, e-mail and phone; address and details are optional', () => {
    expect(Object.keys(validateStep(5, {}).errors).sort()).toEqual(['email', 'name', 'phone'])
    const minimal = validateStep(5, {
      name: ' Ana ',
      email: 'ana@example.com',
      phone: '9545550123',
    })
    expect(minimal.ok).toBe(true)
    expect(minimal.ok && minimal.value).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '9545550123',
    })
    const base = { name: 'Ana', email: 'ana@example.com', phone: '954-555-0123' }
    expect(validateStep(5, { ...base, email: 'ana@' }).errors.email).toBeTruthy()
    expect(validateStep(5, { ...base, phone: '555-0123' }).errors.phone).toBeTruthy()
    expect(validateStep(5, { ...base, phone: 'call me maybe' }).errors.phone).toBeTruthy()
    expect(validateStep(5, { ...base, phone: '+1 (954) 555-0123' }).ok).toBe(true)
    expect(validateStep(5, { ...base, details: 'x'.repeat(1001) }).errors.details).toBeTruthy()
    expect(validateStep(5, { ...base, address: 'x'.repeat(201) }).errors.address).toBeTruthy()
    expect(validateStep(5, { ...base, address: '', details: '' }).ok).toBe(true)
  })

  it('the whole request passes with every step answered', () => {
    const result = validateLead(VALID)
    expect(result.ok).toBe(true)
    expect(result.ok && result.value).toMatchObject({ isHomeowner: true, zipCode: '33301' })
    const missing = validateLead({ ...VALID, zipCode: undefined, name: undefined })
    expect(Object.keys(missing.errors).sort()).toEqual(['name', 'zipCode'])
    expect(firstStepWithError(missing.errors)).toBe(2)
    expect(firstStepWithError({})).toBeNull()
  })

  it('knows which step holds each field, and the progress of each step', () => {
    expect(QUOTE_STEP_FIELDS.map((f) => [...f])).toEqual([
      ['serviceType'],
      ['propertyType', 'zipCode'],
      ['timeFrame', 'roomCount'],
      ['isHomeowner'],
      ['name', 'email', 'phone', 'address', 'details'],
    ])
    expect(stepOfField('roomCount')).toBe(3)
    expect([1, 2, 3, 4, 5].map(progressPercent)).toEqual([20, 40, 60, 80, 100])
    expect([clampStep('0'), clampStep('9'), clampStep('x'), clampStep('3')]).toEqual([1, 5, 1, 3])
  })

  it('reads the quote fields of a form and ignores files and strangers', () => {
    const form = new FormData()
    form.set('serviceType', 'repair')
    form.set('evil', 'x')
    form.set('name', new File(['x'], 'x.txt'))
    expect(valuesFromForm(form)).toEqual({ serviceType: 'repair' })
  })

  it('words the submission errors with the phone number', () => {
    expect(submissionFailedMessage(500, '(954) 555-0123')).toBe(
      'Failed to submit request (500). Please try again or call (954) 555-0123 for immediate assistance.',
    )
    expect(submissionFailedMessage(null, '(954) 555-0123')).toBe(
      'Failed to submit request. Please try again or call (954) 555-0123 for immediate assistance.',
    )
  })
})
