import { describe, expect, it } from 'vitest'
import { parseStaffProfile, STAFF_COLOURS, staffColour } from './staff-colour'

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
