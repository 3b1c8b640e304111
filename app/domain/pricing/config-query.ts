/**
 * A configurator's design in the page's query string (issue 30: nothing typed is lost). The
 * query uses the form's own field names, so the form without JavaScript is a GET-able state
 * ('Update price' submits it as a GET) and, with JavaScript, the page writes the same query
 * with `history.replaceState` as the customer configures: reload, Back, a bookmark and a shared
 * link all bring back the same design, and the server prices it from the same values.
 */
import { ROOM_LABEL_MAX } from '../cart'
import { type ConfigFormValues, readConfigForm } from './config-form'
import type { PricedProductType } from './types'

/** The query parameters that hold a design (the configurator form's field names). */
export const CONFIGURATOR_DESIGN_KEYS = [
  'widthWhole',
  'widthFraction',
  'heightWhole',
  'heightFraction',
  'fabricId',
  'mountType',
  'operationType',
  'controlSide',
  'option',
  'quantity',
  'room',
] as const

/**
 * Every query parameter a configurator page reads: the design, the picture shown (`image`) and
 * the line a no-JS Add to Cart just added (`added`). The page cache may keep only these in its
 * key; any other parameter does not change the page.
 */
export const CONFIGURATOR_QUERY_KEYS = [...CONFIGURATOR_DESIGN_KEYS, 'image', 'added'] as const

const FRACTION = /^[0-7]$/
const CHOICES = {
  mountType: ['inside', 'outside'],
  operationType: ['manual', 'motorized'],
  controlSide: ['left', 'right'],
} as const

/** What the catalogue offers, to check a design read from a link against. */
export interface QueryCatalog {
  /** The product: vertical blinds have no mount, operation or control side to restore. */
  productType: PricedProductType
  fabricIds: readonly number[]
  optionCodes: readonly string[]
}

export interface QueryDesign {
  values: ConfigFormValues
  /** What could not be restored, said plainly (an old or edited link); empty when all was. */
  notices: string[]
  /** True when the query held a design (any design parameter). */
  fromQuery: boolean
}

/**
 * The design in a query, checked against the catalogue. Sizes and the quantity stay as typed, so
 * a wrong one is shown in its field with its error (as a posted form would); a value that can
 * only be one of a list (fraction, mount, operation, side, fabric, options) falls back to the
 * default with a notice. Never throws.
 */
export function designFromQuery(
  params: URLSearchParams,
  defaults: ConfigFormValues,
  catalog: QueryCatalog,
): QueryDesign {
  const fromQuery = CONFIGURATOR_DESIGN_KEYS.some((key) => params.has(key))
  if (!fromQuery) return { values: defaults, notices: [], fromQuery }
  const notices: string[] = []
  const read = (key: string, fallback: string) => {
    const value = params.get(key)
    return value === null ? fallback : value.slice(0, 64)
  }
  const values: ConfigFormValues = {
    ...defaults,
    widthWhole: read('widthWhole', defaults.widthWhole),
    heightWhole: read('heightWhole', defaults.heightWhole),
    quantity: read('quantity', defaults.quantity),
    room: (params.get('room') ?? '').slice(0, ROOM_LABEL_MAX),
  }
  for (const key of ['widthFraction', 'heightFraction'] as const) {
    const value = read(key, defaults[key])
    if (FRACTION.test(value)) values[key] = value
    else
      notices.push(`The ${key === 'widthFraction' ? 'width' : 'height'} fraction was reset to 0.`)
  }
  // Only what the product has is said to be reset: a vertical blind has none of these, and a
  // motorized shade no control side (issue 40).
  const choices = catalog.productType === 'regular' ? [] : (Object.keys(CHOICES) as ChoiceKey[])
  for (const key of choices) {
    const value = read(key, defaults[key])
    if ((CHOICES[key] as readonly string[]).includes(value)) values[key] = value
    else if (key === 'controlSide' && values.operationType === 'motorized') continue
    else notices.push(`The ${CHOICE_WORDS[key]} was reset to ${defaults[key]}.`)
  }
  const fabricId = read('fabricId', '')
  if (fabricId === '' || catalog.fabricIds.some((id) => String(id) === fabricId)) {
    values.fabricId = fabricId
  } else {
    values.fabricId = ''
    notices.push('The fabric in this link is no longer available: please choose another.')
  }
  const options = params.getAll('option').slice(0, 32)
  const known = options.filter((code) => catalog.optionCodes.includes(code))
  values.options = [...new Set(known)]
  if (known.length < options.length) {
    notices.push('An option in this link is no longer offered and was left out.')
  }
  return { values, notices, fromQuery }
}

type ChoiceKey = keyof typeof CHOICES

const CHOICE_WORDS = {
  mountType: 'mount type',
  operationType: 'operation type',
  controlSide: 'control side',
} as const

/** The query that holds a design: every design field, the options one `option` each. */
export function designQuery(values: ConfigFormValues): URLSearchParams {
  const query = new URLSearchParams()
  for (const key of CONFIGURATOR_DESIGN_KEYS) {
    if (key === 'option') for (const code of values.options) query.append('option', code)
    else if (key === 'room') {
      if (values.room.trim()) query.set('room', values.room)
    } else query.set(key, values[key])
  }
  return query
}

/**
 * Where a configurator's post without JavaScript comes back to (Free sample, E-mail me this
 * design, Add to Cart; issue 40): the product page with the design as posted (the form's fields,
 * so a change not yet sent with 'Update price' is kept), the picture shown (`image`, posted by
 * the form) and `extra` (the line just added), at the place posted from (`anchor`, a fragment:
 * the page does not jump to the top). Nothing else posted (an e-mail address) enters the URL,
 * nor a choice the form did not have (a vertical blind's mount, operation and side).
 */
export function designReturnPath(
  pagePath: string,
  form: FormData,
  anchor: string,
  extra: Record<string, string> = {},
): string {
  const query = designQuery(readConfigForm(form))
  for (const key of Object.keys(CHOICES)) if (query.get(key) === '') query.delete(key)
  const image = form.get('image')
  if (typeof image === 'string' && /^\d{1,3}$/.test(image)) query.set('image', image)
  for (const [key, value] of Object.entries(extra)) query.set(key, value)
  return anchor ? `${pagePath}?${query}#${anchor}` : `${pagePath}?${query}`
}

/**
 * The page's URL with this design in its query: other parameters (the picture) and the hash
 * kept, the design replaced, a no-JS `added` dropped (the confirmation belongs to the post).
 */
export function withDesign(href: string, values: ConfigFormValues): string {
  const url = new URL(href)
  for (const key of [...CONFIGURATOR_DESIGN_KEYS, 'added']) url.searchParams.delete(key)
  for (const [key, value] of designQuery(values)) url.searchParams.append(key, value)
  return `${url.pathname}${url.search}${url.hash}`
}
