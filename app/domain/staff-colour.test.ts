import { describe, expect, it } from 'vitest'
import {
  ONE_LINE_NAME,
  oneLine,
  parseStaffProfile,
  STAFF_COLOURS,
  staffColour,
  staffNameSchema,
} from './staff-colour'

describe('a staff member’s calendar colour', () => {
  it('is the chosen palette colour, else the one derived from the id', () => {
    expect(staffColour(7, STAFF_COLOURS[3].border)).toBe(STAFF_COLOURS[3])
    expect(staffColour(7, STAFF_COLOURS[3].border.toUpperCase())).toBe(STAFF_COLOURS[3])
    expect(staffColour(7)).toBe(STAFF_COLOURS[7 % STAFF_COLOURS.length])
    expect(staffColour(7, null)).toBe(staffColour(7))
    // A stored value that is not (or no longer) in the palette falls back.
    expect(staffColour(7, '#123456')).toBe(staffColour(7))
    expect(staffColour(null, STAFF_COLOURS[0].border)).toBeNull()
  })

  it('accepts a palette colour or automatic, and a name up to 60 characters', () => {
    expect(parseStaffProfile({ displayName: '  Ana  ', colour: STAFF_COLOURS[1].border })).toEqual({
      ok: true,
      displayName: 'Ana',
      colour: STAFF_COLOURS[1].border,
    })
    expect(parseStaffProfile({ displayName: '', colour: '' })).toEqual({
      ok: true,
      displayName: null,
      colour: null,
    })
    expect(parseStaffProfile({ displayName: 'Ana', colour: 'red' })).toEqual({
      ok: false,
      field: 'colour',
      error: 'Choose one of the calendar colours',
    })
    expect(parseStaffProfile({ displayName: 'x'.repeat(61), colour: '' })).toMatchObject({
      ok: false,
      field: 'displayName',
    })
  })
})

describe('a staff name', () => {
  it('is one line: every kind of line break is refused with one clear message', () => {
    for (const name of ['Ana\nB', 'Ana\r\nB', 'Ana\rB', 'Ana\u0085B', 'Ana\u2028B', 'Ana\u2029B']) {
      const parsed = staffNameSchema.safeParse(name)
      expect(parsed.success, JSON.stringify(name)).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe(ONE_LINE_NAME)
    }
    expect(parseStaffProfile({ displayName: 'Ana\nB', colour: '' })).toEqual({
      ok: false,
      field: 'displayName',
      error: ONE_LINE_NAME,
    })
    // Around it, a line break is only space, trimmed.
    expect(staffNameSchema.parse('  Ana Lopez\n')).toBe('Ana Lopez')
    expect(staffNameSchema.safeParse('Ana\tLopez').success).toBe(false)
  })

  it('shown in a message, any line break or control character is a space', () => {
    expect(oneLine('Olivia\r\nReply to evil@example.com')).toBe('Olivia Reply to evil@example.com')
    expect(oneLine('A\u2028B\u0000C')).toBe('A B C')
    expect(oneLine('  Plain name ')).toBe('Plain name')
  })
})
