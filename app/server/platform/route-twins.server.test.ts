import { beforeAll, describe, expect, it } from 'vitest'
import { pathHasSpanishTwin, rememberServerRoutes } from './route-twins.server'

// The routes as a build lists them: a page with its Spanish twin, one without, the /es
// catch-all that says "not yet in Spanish".
beforeAll(() => {
  rememberServerRoutes({
    root: { id: 'root', path: '' },
    'routes/_index': { id: 'routes/_index', parentId: 'root', index: true },
    'es/routes/_index': { id: 'es/routes/_index', parentId: 'root', path: 'es', index: true },
    'routes/services.$id': { id: 'routes/services.$id', parentId: 'root', path: 'services/:id' },
    'es/routes/services.$id': {
      id: 'es/routes/services.$id',
      parentId: 'root',
      path: 'es/services/:id',
    },
    'routes/my-orders': { id: 'routes/my-orders', parentId: 'root', path: 'my-orders' },
    'routes/es.$': { id: 'routes/es.$', parentId: 'root', path: 'es/*' },
    'routes/$': { id: 'routes/$', parentId: 'root', path: '*' },
  })
})

describe('pathHasSpanishTwin', () => {
  it('is true for a page with its twin, from either language', () => {
    expect(pathHasSpanishTwin('/')).toBe(true)
    expect(pathHasSpanishTwin('/es')).toBe(true)
    expect(pathHasSpanishTwin('/services/repair')).toBe(true)
    expect(pathHasSpanishTwin('/es/services/repair')).toBe(true)
  })

  it('is false for a page without one, its /es address and an unknown address', () => {
    expect(pathHasSpanishTwin('/my-orders')).toBe(false)
    expect(pathHasSpanishTwin('/es/my-orders')).toBe(false)
    expect(pathHasSpanishTwin('/no-such-page')).toBe(false)
  })
})
