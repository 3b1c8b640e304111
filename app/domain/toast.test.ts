import { describe, expect, it } from 'vitest'
import { makeToast, parseToast } from './toast'

describe('toast', () => {
  it('defaults to the default style and gives an id', () => {
    const toast = makeToast({ title: 'Added to Cart!' })
    expect(toast.variant).toBe('default')
    expect(toast.id).toMatch(/\w+/)
  })
  it('reads back what it wrote and refuses junk', () => {
    const toast = makeToast({ title: 'Error', description: 'x', variant: 'destructive' })
    expect(parseToast(JSON.parse(JSON.stringify(toast)))).toEqual(toast)
    expect(parseToast({ title: 1 })).toBeNull()
    expect(parseToast('nope')).toBeNull()
  })
})
