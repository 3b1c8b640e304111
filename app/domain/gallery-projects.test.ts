import { describe, expect, it } from 'vitest'
import { captionedProjects, type GalleryEntry, withCaption } from './gallery-projects'

function project(id: string, title: string, extra: Partial<GalleryEntry> = {}): GalleryEntry {
  return {
    id,
    title,
    location: 'Miami',
    category: 'Zebra Shades',
    date: '2026-05-01',
    description: `${title}, a description long enough`,
    image: { seed: id },
    beforeImage: null,
    tags: ['blinds'],
    ...extra,
  }
}

const english = [
  project('kitchen', 'Kitchen blinds'),
  project('patio', 'Patio shades', { date: '2026-06-01', image: { seed: 'patio-new' } }),
  project('office', 'Office shutters'),
]

describe('withCaption (the Spanish list with one project’s words written)', () => {
  it('adds the written project in the English order, keeping the Spanish words of the others', () => {
    const spanish = [project('office', 'Contraventanas de oficina')]
    const caption = {
      title: 'Persianas de cocina',
      location: 'Hialeah',
      description: 'Persianas de aluminio en una cocina',
      tags: ['persianas'],
    }
    const out = withCaption(spanish, english, 'kitchen', caption)
    expect(out.map((p) => [p.id, p.title])).toEqual([
      ['kitchen', 'Persianas de cocina'],
      ['office', 'Contraventanas de oficina'],
    ])
    expect(out[0].location).toBe('Hialeah')
  })

  it('takes photos, product and date from the English project, never the stale Spanish copy', () => {
    const spanish = [project('patio', 'Toldos del patio', { date: '2020-01-01' })]
    const [patio] = withCaption(spanish, english, 'office', {
      title: 'Contraventanas',
      location: 'Doral',
      description: 'Contraventanas en una oficina',
      tags: [],
    }).filter((p) => p.id === 'patio')
    expect(patio.title).toBe('Toldos del patio')
    expect(patio.date).toBe('2026-06-01')
    expect(patio.image).toEqual({ seed: 'patio-new' })
  })

  it('drops a Spanish project the English list no longer has', () => {
    const spanish = [project('gone', 'Proyecto borrado'), project('office', 'Oficina')]
    const out = withCaption(spanish, english, 'kitchen', {
      title: 'Cocina',
      location: 'Miami',
      description: 'Persianas en la cocina',
      tags: [],
    })
    expect(out.map((p) => p.id)).toEqual(['kitchen', 'office'])
  })

  it('does not share the tags array with the caption it was given', () => {
    const tags = ['persianas']
    const [kitchen] = withCaption([], english, 'kitchen', {
      title: 'Cocina',
      location: 'Miami',
      description: 'Persianas en la cocina',
      tags,
    })
    tags.push('otra')
    expect(kitchen.tags).toEqual(['persianas'])
  })
})

describe('captionedProjects (what the office sees under Español)', () => {
  it('marks which projects have Spanish words and shows English words for the rest', () => {
    const out = captionedProjects(english, [project('patio', 'Toldos del patio')])
    expect(out.map((p) => [p.id, p.title, p.spanish])).toEqual([
      ['kitchen', 'Kitchen blinds', false],
      ['patio', 'Toldos del patio', true],
      ['office', 'Office shutters', false],
    ])
    // The English photos stay.
    expect(out[1].image).toEqual({ seed: 'patio-new' })
  })
})
