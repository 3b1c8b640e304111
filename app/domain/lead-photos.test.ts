import { describe, expect, it } from 'vitest'
import {
  photosNotSavedIn,
  photosNotSavedMessage,
  photosNotSavedNote,
  withPhotosNotSavedNote,
} from './lead-photos'

describe('photos that could not be saved', () => {
  it('adds the staff note after the customer’s details, and finds its count again', () => {
    expect(withPhotosNotSavedNote('Two slats broken', 0)).toBe('Two slats broken')
    expect(withPhotosNotSavedNote(null, 0)).toBeNull()
    const one = withPhotosNotSavedNote('Two slats broken', 1)
    expect(one).toBe(`Two slats broken\n\n${photosNotSavedNote(1)}`)
    expect(one).toMatch(/1 photo could not be saved.*e-mail it\.$/)
    expect(photosNotSavedIn(one)).toBe(1)
    const three = withPhotosNotSavedNote(undefined, 3)
    expect(three).toMatch(/^\[Website note\] 3 photos could not be saved.*e-mail them\.$/)
    expect(photosNotSavedIn(three)).toBe(3)
    expect(photosNotSavedIn('3 photos could not be saved')).toBe(0)
    expect(photosNotSavedIn(null)).toBe(0)
  })

  it('tells the customer where to send them', () => {
    expect(photosNotSavedMessage(1, 'info@example.com')).toBe(
      'Your request was sent, but your photo did not reach us. Please e-mail it to info@example.com, or send it in your reply when we contact you.',
    )
    expect(photosNotSavedMessage(2, '')).toMatch(
      /2 photos did not reach us\. Please e-mail them, or/,
    )
  })
})
