import { describe, expect, it } from 'vitest'
import { imageAltText } from './blog'

describe('imageAltText', () => {
  it('keeps a description, tidied', () => {
    expect(imageAltText('  Zebra shades in a  sunny kitchen ')).toBe(
      'Zebra shades in a sunny kitchen',
    )
  })

  it('has none for an empty or cancelled answer, so the image is not inserted with an empty alt', () => {
    expect(imageAltText('')).toBeNull()
    expect(imageAltText('   ')).toBeNull()
    expect(imageAltText(null)).toBeNull()
  })
})
