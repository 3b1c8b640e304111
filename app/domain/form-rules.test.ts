import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  cleanText,
  EMAIL_MESSAGE,
  emailAddress,
  isImageAddress,
  isPhoneNumber,
  optionalEmailAddress,
  optionalText,
  PHONE_MESSAGE,
  phoneNumber,
  requiredText,
  UNREADABLE_TEXT_MESSAGE,
} from './form-rules'

describe('isPhoneNumber', () => {
  it.each([
    '(954) 555-0123',
    '954-555-0123',
    '954.555.0123',
    '954 555 0123',
    '9545550123',
    '+1 954 555 0123',
    '+1 (954) 555-0123',
    '1-954-555-0123',
    '19545550123',
    '  (954) 555-0123  ',
    '+44 20 7946 0958',
    '+33 1 23 45 67 89',
  ])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true)
  })

  it.each([
    ['letters', '954-CALL-NOW'],
    ['letters around ten digits', 'tel 954 555 0123'],
    ['an extension word', '954 555 0123 ext'],
    ['too short', '555-0123'],
    ['nine digits', '954-555-012'],
    ['11 digits not starting with 1', '29545550123'],
    ['12 digits without +', '449545550123'],
    ['international too long', '+44 1234 5678 9012 34'],
    ['international too short', '+44 123 45'],
    ['empty', ''],
    ['a + in the middle', '954+555+0123'],
  ])('refuses %s', (_, value) => {
    expect(isPhoneNumber(value)).toBe(false)
  })

  it('takes at most 30 characters, counted after trimming', () => {
    const spaced = (n: number) => `(954)${' '.repeat(n)}555-0123`
    expect(spaced(17)).toHaveLength(30)
    expect(isPhoneNumber(spaced(17))).toBe(true)
    expect(isPhoneNumber(`  ${spaced(17)}  `)).toBe(true)
    expect(isPhoneNumber(spaced(18))).toBe(false)
  })
})

describe('phoneNumber', () => {
  const schema = phoneNumber('Mobile')

  it('keeps a valid number, trimmed', () => {
    expect(schema.parse(' 954-555-0123 ')).toBe('954-555-0123')
  })

  it('names the field when empty, and shows the example when wrong', () => {
    // Conform sends an empty input as undefined; a blank string gets the same single message.
    expect(messages(schema, '   ')).toEqual(['Mobile is required'])
    expect(messages(schema, undefined)).toEqual(['Mobile is required'])
    expect(messages(schema, '12')).toEqual([PHONE_MESSAGE])
  })
})

describe('emailAddress', () => {
  const schema = emailAddress('Work email')

  it.each(['ana@example.com', 'jo.smith+quotes@acme.co.uk'])('accepts %s', (value) => {
    expect(schema.parse(` ${value} `)).toBe(value)
  })

  it.each(['nope', 'ana@', '@example.com', 'ana example@example.com', 'ana@example'])(
    'refuses %s',
    (value) => {
      expect(messages(schema, value)).toEqual([EMAIL_MESSAGE])
    },
  )

  it('is required, and at most 254 characters', () => {
    expect(messages(schema, '   ')).toEqual(['Work email is required'])
    expect(messages(schema, undefined)).toEqual(['Work email is required'])
    expect(messages(schema, `${'a'.repeat(250)}@example.com`)).toContain(EMAIL_MESSAGE)
  })
})

describe('optionalEmailAddress', () => {
  const schema = optionalEmailAddress()

  it('turns empty into undefined', () => {
    expect(schema.parse(undefined)).toBeUndefined()
    expect(schema.parse('')).toBeUndefined()
    expect(schema.parse('   ')).toBeUndefined()
  })

  it('checks a filled-in address like the required rule', () => {
    expect(schema.parse(' ana@example.com ')).toBe('ana@example.com')
    expect(messages(schema, 'nope')).toEqual([EMAIL_MESSAGE])
    expect(messages(schema, `${'a'.repeat(250)}@example.com`)).toEqual([EMAIL_MESSAGE])
  })
})

describe('text rules', () => {
  it('requiredText trims, names the field, and caps the length', () => {
    const schema = requiredText('Name', 5)
    expect(schema.parse('  Ana ')).toBe('Ana')
    expect(messages(schema, '   ')).toEqual(['Name is required'])
    expect(messages(schema, undefined)).toEqual(['Name is required'])
    expect(messages(schema, 'Ana Maria')).toEqual(['Name must be at most 5 characters'])
  })

  it('optionalText gives undefined for empty and caps the length', () => {
    const schema = optionalText(5, 'Details')
    expect(schema.parse(undefined)).toBeUndefined()
    expect(schema.parse('  ')).toBeUndefined()
    expect(schema.parse(' abc ')).toBe('abc')
    expect(messages(schema, 'abcdef')).toEqual(['Details must be at most 5 characters'])
  })
})

function messages(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('text as people type it (cleanText, requiredText, optionalText)', () => {
  const name = requiredText('Name')
  const note = optionalText(200, 'Note')
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message)

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a zero-width joiner', '\u200D'],
    ['the Hangul filler', '\u3164'],
    ['a byte-order mark and spaces', '\uFEFF  \u00A0'],
    ['the braille blank', '\u2800\u2800'],
    ['a right-to-left override', '\u202E'],
  ])('refuses a required name of only %s', (_, value) => {
    expect(message(name.safeParse(value))).toEqual(['Name is required'])
  })

  it('drops bidirectional overrides and zero-width spaces, keeping the visible name', () => {
    expect(name.parse('Ana\u202E Gómez\u200B')).toBe('Ana Gómez')
    expect(cleanText('invoice\u202Egpj.exe')).toBe('invoicegpj.exe')
  })

  it('composes accents one way (NFC), so one name is stored one way', () => {
    expect(name.parse('Jose\u0301')).toBe('José')
    expect(name.parse('Jose\u0301')).toBe(name.parse('José'))
  })

  it('keeps joiners inside real text (emoji, Indic and Persian scripts need them)', () => {
    expect(name.parse('👨\u200D👩\u200D👧 family')).toBe('👨\u200D👩\u200D👧 family')
  })

  it('refuses half of a UTF-16 pair, which cannot be stored as UTF-8', () => {
    expect(message(name.safeParse('Ana \uD800'))).toEqual([UNREADABLE_TEXT_MESSAGE])
    expect(message(note.safeParse('\uDC00 note'))).toEqual([UNREADABLE_TEXT_MESSAGE])
    // A whole pair (an emoji) is fine.
    expect(name.parse('Ana 😀')).toBe('Ana 😀')
  })

  it('an optional field of only invisible characters is empty', () => {
    expect(note.parse('\u200B\u3164')).toBeUndefined()
    expect(note.parse(undefined)).toBeUndefined()
  })
})

describe('addresses of images (isImageAddress)', () => {
  it.each([
    '/images/hero.jpg',
    '/uploads/site/a b.png'.replace(' ', '-'),
    'https://cdn.example.com/x.png',
    'http://example.com/x.png?size=2',
  ])('accepts %s', (value) => {
    expect(isImageAddress(value)).toBe(true)
  })

  it.each([
    ['another host by two slashes', '//evil.example/x.png'],
    ['a backslash browsers read as a slash', '/\\evil.example/x.png'],
    ['backslashes only', '\\\\evil.example\\x.png'],
    ['a tab browsers drop', '/\t/evil.example/x.png'],
    ['a newline', '/images/x.png\n'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:image/png;base64,AAAA'],
    ['a relative path', 'images/x.png'],
    ['spaces', '/images/my photo.png'],
  ])('refuses %s', (_, value) => {
    expect(isImageAddress(value)).toBe(false)
  })
})
