/** Shared pieces of the cart and checkout tests: a visitor with a cart, their cookies. */
import { CookieJar } from '#tests/setup/cookie-jar'
import { getRequest } from '#tests/setup/requests'
import { addToCart, type CartConfiguration } from '~/server/cart/lines.server'
import { getCartSummary } from '~/server/cart/summary.server'
import { db, schema } from '~/server/platform/db.server'

export const CUSTOMER = {
  name: 'Ana Diaz',
  email: 'ana@example.com',
  phone: '(954) 555-0199',
  address: '12 Las Olas Blvd',
  city: 'Fort Lauderdale',
  zipCode: '33301',
}

export function swatchId(name: string): number {
  const row = db.$client
    .prepare('SELECT id FROM fabric_swatches WHERE fabric_name = ?')
    .get(name) as {
    id: number
  }
  return row.id
}

export function zebraConfig(overrides: Partial<CartConfiguration> = {}): CartConfiguration {
  return {
    productType: 'zebra',
    fabricSwatchId: swatchId('Classic White Zebra'),
    widthEighths: 48 * 8,
    heightEighths: 72 * 8,
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'left',
    optionCodes: ['installation'],
    quantity: 1,
    ...overrides,
  }
}

/** A visitor (their cookie jar) whose cart holds these configurations. */
export async function visitorWithCart(configs: CartConfiguration[] = [zebraConfig()]) {
  const jar = new CookieJar()
  for (const config of configs) {
    const added = await addToCart(getRequest('/', { Cookie: jar.header() }), config)
    if (!added.ok) throw new Error(added.reason)
    if (added.setCookie) jar.absorb(new Headers({ 'Set-Cookie': added.setCookie }))
  }
  return jar
}

export async function cartOf(jar: CookieJar) {
  return getCartSummary(getRequest('/', { Cookie: jar.header() }))
}

export function orderRows() {
  return db.select().from(schema.orders).all()
}

export function linesOf(orderId: number) {
  return db
    .select()
    .from(schema.orderLines)
    .all()
    .filter((l) => l.orderId === orderId)
}
