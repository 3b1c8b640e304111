import { describe, expect, it } from 'vitest'
import { defaultConfigValues } from './config-form'
import {
  CONFIGURATOR_QUERY_KEYS,
  designFromQuery,
  designQuery,
  designReturnPath,
  withDesign,
} from './config-query'

const defaults = defaultConfigValues(['installation'])
const catalog = {
  productType: 'zebra' as const,
  fabricIds: [3, 7],
  optionCodes: ['installation', 'valance', 'motorized'],
}

describe('a design in the query', () => {
  it('round-trips: the query a design writes reads back as the same design', () => {
    const design = {
      ...defaults,
      widthWhole: '60',
      widthFraction: '4',
      heightWhole: '71',
      heightFraction: '3',
      fabricId: '7',
      mountType: 'outside',
      operationType: 'motorized',
      controlSide: 'left',
      options: ['valance'],
      quantity: '3',
      room: 'Master bedroom',
    }
    const read = designFromQuery(designQuery(design), defaults, catalog)
    expect(read).toEqual({ values: design, notices: [], fromQuery: true })
  })

  it('no design parameter: the defaults, no notice', () => {
    expect(designFromQuery(new URLSearchParams('image=2'), defaults, catalog)).toEqual({
      values: defaults,
      notices: [],
      fromQuery: false,
    })
  })

  it('a design with no option ticked keeps none (not the default options)', () => {
    const read = designFromQuery(new URLSearchParams('widthWhole=50'), defaults, catalog)
    expect(read.values.options).toEqual([])
    expect(read.values.widthWhole).toBe('50')
  })

  it('wrong values fall back with a notice, sizes and quantity stay as typed', () => {
    const read = designFromQuery(
      new URLSearchParams(
        'widthWhole=abc&widthFraction=9&mountType=<x>&fabricId=999&option=gold&option=valance&quantity=100',
      ),
      defaults,
      catalog,
    )
    expect(read.values).toMatchObject({
      widthWhole: 'abc',
      widthFraction: '0',
      mountType: 'inside',
      fabricId: '',
      options: ['valance'],
      quantity: '100',
    })
    expect(read.notices).toEqual([
      'The width fraction was reset to 0.',
      'The mount type was reset to inside.',
      'The fabric in this link is no longer available: please choose another.',
      'An option in this link is no longer offered and was left out.',
    ])
  })

  it('vertical blinds have no mount, operation or side: none is ever said to be reset', () => {
    const read = designFromQuery(
      new URLSearchParams('widthWhole=50&fabricId=3&mountType=&operationType=&controlSide='),
      defaults,
      { ...catalog, productType: 'regular' },
    )
    expect(read.notices).toEqual([])
    expect(read.values).toMatchObject({ widthWhole: '50', fabricId: '3' })
  })

  it('a motorized shade has no control side: a missing one is not said to be reset', () => {
    const read = designFromQuery(
      new URLSearchParams('operationType=motorized&controlSide='),
      defaults,
      catalog,
    )
    expect(read.notices).toEqual([])
    expect(read.values.operationType).toBe('motorized')
  })

  it('a vertical blind posted without mount, operation or side comes back without them', () => {
    const form = new FormData()
    for (const [key, value] of designQuery({ ...defaults, fabricId: '3' })) {
      if (!['mountType', 'operationType', 'controlSide'].includes(key)) form.append(key, value)
    }
    const path = designReturnPath('/shop/vertical-blinds', form, 'configure')
    expect(path).not.toMatch(/mountType|operationType|controlSide/)
    expect(path).toContain('fabricId=3')
  })

  it('a post comes back to the design posted, the picture shown and the place posted from', () => {
    const form = new FormData()
    for (const [key, value] of designQuery({ ...defaults, fabricId: '7', widthWhole: '61' })) {
      form.append(key, value)
    }
    form.set('image', '3')
    form.set('sampleFabricId', '3')
    form.set('designEmail', 'ana@example.com')
    const path = designReturnPath('/shop/zebra-shades', form, 'swatch-3', { added: '12' })
    const url = new URL(path, 'https://x.test')
    expect(url.pathname).toBe('/shop/zebra-shades')
    expect(url.hash).toBe('#swatch-3')
    expect(url.searchParams.get('widthWhole')).toBe('61')
    expect(url.searchParams.get('fabricId')).toBe('7')
    expect(url.searchParams.getAll('option')).toEqual(['installation'])
    expect(url.searchParams.get('image')).toBe('3')
    expect(url.searchParams.get('added')).toBe('12')
    // Only the page's own parameters: never the address, nor the button that posted.
    expect(path).not.toContain('ana')
    expect(url.searchParams.has('sampleFabricId')).toBe(false)
  })

  it('a picture that is not a number is not carried back', () => {
    const form = new FormData()
    form.set('widthWhole', '50')
    form.set('image', '<x>')
    expect(designReturnPath('/shop/zebra-shades', form, 'configure')).not.toContain('image')
  })

  it('the URL keeps other parameters and the hash, and drops a no-JS added', () => {
    const href = withDesign(
      'https://x.test/shop/zebra-shades?image=2&added=5&fabricId=1#configure',
      {
        ...defaults,
        fabricId: '3',
      },
    )
    expect(href).toBe(
      '/shop/zebra-shades?image=2&widthWhole=48&widthFraction=0&heightWhole=72&heightFraction=0&fabricId=3&mountType=inside&operationType=manual&controlSide=right&option=installation&quantity=1#configure',
    )
  })

  it('one list names every parameter the page reads', () => {
    expect(CONFIGURATOR_QUERY_KEYS).toContain('image')
    expect(CONFIGURATOR_QUERY_KEYS).toContain('added')
    for (const key of designQuery(defaults).keys()) expect(CONFIGURATOR_QUERY_KEYS).toContain(key)
  })
})
