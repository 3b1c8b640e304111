import { describe, expect, it } from 'vitest'
import { HOME_CONTENT_DEFAULTS, HOME_CONTENT_DEFAULTS_ES, homeTextsIn } from './site-content'

const CHANGED = { ...HOME_CONTENT_DEFAULTS, heroTitle: 'Blinds Done Right in Broward' }

describe('the home texts a page shows (issue 41)', () => {
  it('in English: the English, whatever the Spanish', () => {
    expect(homeTextsIn('en', CHANGED, { heroTitle: 'Otro' })).toEqual({
      texts: CHANGED,
      english: [],
    })
  })

  it("in Spanish: the default's Spanish while the English is the default", () => {
    expect(homeTextsIn('es', HOME_CONTENT_DEFAULTS, {})).toEqual({
      texts: HOME_CONTENT_DEFAULTS_ES,
      english: [],
    })
  })

  it("in Spanish: the office's changed English, said to be English, never a stale seed", () => {
    const { texts, english } = homeTextsIn('es', CHANGED, {})
    expect(texts.heroTitle).toBe('Blinds Done Right in Broward')
    expect(texts.aboutText).toBe(HOME_CONTENT_DEFAULTS_ES.aboutText)
    expect(english).toEqual(['heroTitle'])
  })

  it("in Spanish: the office's Spanish first; a blank one counts as none", () => {
    const { texts, english } = homeTextsIn('es', CHANGED, {
      heroTitle: 'Persianas bien hechas',
      aboutText: '  ',
    })
    expect(texts.heroTitle).toBe('Persianas bien hechas')
    expect(texts.aboutText).toBe(HOME_CONTENT_DEFAULTS_ES.aboutText)
    expect(english).toEqual([])
  })
})
