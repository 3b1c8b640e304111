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

describe('toast with an Undo', () => {
  const undo = { action: '/admin/leads/7', fields: { intent: 'restore', id: '7' } }
  it('keeps a good Undo through the cookie', () => {
    const toast = makeToast({ title: 'Lead Archived', undo: { ...undo, label: 'Undo archive' } })
    expect(parseToast(JSON.parse(JSON.stringify(toast)))?.undo).toEqual({
      ...undo,
      label: 'Undo archive',
    })
  })
  it.each([
    ['another site', { ...undo, action: 'https://evil.example/admin/x' }],
    ['a protocol-relative address', { ...undo, action: '//evil.example/admin/' }],
    ['a path outside /admin/', { ...undo, action: '/cart/lines' }],
    ['javascript:', { ...undo, action: 'javascript:alert(1)' }],
    ['a double slash inside', { ...undo, action: '/admin//evil.example' }],
    ['a backslash', { ...undo, action: '/admin/\\evil.example' }],
    ['a dot-dot segment', { ...undo, action: '/admin/../cart' }],
    ['a newline', { ...undo, action: '/admin/leads\n' }],
    ['an address too long', { ...undo, action: `/admin/${'a'.repeat(400)}` }],
    [
      'too many fields',
      { ...undo, fields: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])) },
    ],
    ['a field too long', { ...undo, fields: { id: 'x'.repeat(1000) } }],
    ['a field not a string', { ...undo, fields: { id: 7 } }],
    ['a bad field name', { ...undo, fields: { '"><script>': 'x' } }],
    ['fields as an array', { ...undo, fields: ['a'] }],
    ['a label not a string', { ...undo, label: { x: 1 } }],
    ['not an object', 'restore'],
  ])('drops an Undo with %s, keeping the toast', (_, hostile) => {
    const toast = parseToast({ id: 'a', title: 'Archived', variant: 'default', undo: hostile })
    expect(toast?.title).toBe('Archived')
    expect(toast?.undo).toBeUndefined()
  })
})

describe('toast with a link to what changed', () => {
  it('keeps a same-site link through the cookie and drops any other', () => {
    const link = { href: '/blog/storm-shades', label: 'View the post' }
    const toast = makeToast({ title: 'Blog post published', link })
    expect(parseToast(JSON.parse(JSON.stringify(toast)))?.link).toEqual(link)
    for (const href of [
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      '/a b',
    ]) {
      expect(parseToast({ ...toast, link: { href, label: 'x' } })?.link).toBeUndefined()
    }
  })
})

describe('the toast link (after a content save: the public page)', () => {
  it('keeps a same-site path and drops anything else', () => {
    const read = (link: unknown) => parseToast({ id: 'a', title: 'Saved', link })?.link
    expect(read({ href: '/plantation?preview=12', label: 'Preview /plantation' })).toEqual({
      href: '/plantation?preview=12',
      label: 'Preview /plantation',
    })
    expect(read({ href: '//evil.example/x', label: 'x' })).toBeUndefined()
    expect(read({ href: 'https://evil.example/', label: 'x' })).toBeUndefined()
    expect(read({ href: 'javascript:alert(1)', label: 'x' })).toBeUndefined()
    expect(read({ href: '/', label: 'x'.repeat(200) })).toBeUndefined()
    expect(read('nope')).toBeUndefined()
  })
})
