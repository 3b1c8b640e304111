/** Loader and action of /shop/motors-accessories: catalogue, quote list, quote request. */

import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { QUOTE_SUCCESS_TOAST } from '~/domain/quote-wizard'
import { findHardware, listHardware } from './catalog.server'
import { hardwareJson } from './catalog-json.server'
import { createLead } from './leads.server'
import { MAX_QUOTE_QUANTITY, readQuote, setQuoteQuantity, writeQuote } from './motors-quote.server'
import { limitVisitor } from './rate-limit.server'
import { createToastHeaders } from './toast.server'

const PAGE = '/shop/motors-accessories'

export type Tab = 'motors' | 'accessories'

export async function loadMotorsPage(request: Request) {
  const url = new URL(request.url)
  const tab: Tab = url.searchParams.get('tab') === 'accessories' ? 'accessories' : 'motors'
  const motors = listHardware('motor').map(hardwareJson)
  const accessories = listHardware('accessory').map(hardwareJson)
  const items = await readQuote(request)
  const products = findHardware(items.map((i) => i.id))
  const quoteLines = items.flatMap((item) => {
    const product = products.find((p) => p.id === item.id)
    return product
      ? [
          {
            productId: product.id,
            productName: product.name,
            quantity: item.qty,
            unitPriceCents: product.basePriceCents,
          },
        ]
      : []
  })
  return { tab, motors, accessories, quoteLines }
}

export const QuoteRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email').max(200),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone is required')
    .regex(/^[0-9 ()+.-]{7,20}$/, 'Enter a valid phone number'),
  address: z.string().trim().max(300).optional(),
  details: z.string().trim().max(2000).optional(),
})

export type QuoteFormErrors = Partial<
  Record<'name' | 'email' | 'phone' | 'address' | 'details' | 'form', string>
>

export type MotorsActionData = {
  ok: boolean
  intent: string
  errors?: QuoteFormErrors
  values?: Record<string, string>
  submitted?: boolean
}

function backTo(form: FormData): string {
  const tab = form.get('tab') === 'accessories' ? 'accessories' : 'motors'
  return `${PAGE}?tab=${tab}#quote`
}

export async function motorsAction(request: Request) {
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const withJs = form.get('_js') === '1'
  const items = await readQuote(request)
  const headers = new Headers()

  const finish = async (toast?: { title: string; description?: string }) => {
    if (toast) headers.append('Set-Cookie', await createToastHeaders(toast))
    if (withJs)
      return data<MotorsActionData>(
        { ok: true, intent, submitted: intent === 'submit' },
        { headers },
      )
    return redirect(backTo(form), { headers })
  }

  if (intent === 'add' || intent === 'increment' || intent === 'decrement' || intent === 'remove') {
    const productId = Number(form.get('productId'))
    const [product] = Number.isInteger(productId) ? findHardware([productId]) : []
    if (!product)
      return data<MotorsActionData>(
        { ok: false, intent, errors: { form: 'Unknown product' } },
        { status: 400 },
      )
    const current = items.find((i) => i.id === productId)?.qty ?? 0
    const next =
      intent === 'remove'
        ? 0
        : intent === 'decrement'
          ? current - 1
          : Math.min(MAX_QUOTE_QUANTITY, current + 1)
    headers.append('Set-Cookie', await writeQuote(setQuoteQuantity(items, productId, next)))
    return finish(
      intent === 'add'
        ? { title: 'Added to Quote', description: `${product.name} is in your quote list.` }
        : undefined,
    )
  }

  if (intent === 'submit') {
    const values = Object.fromEntries(
      ['name', 'email', 'phone', 'address', 'details'].map((k) => [
        k,
        String(form.get(k) ?? '').slice(0, 2000),
      ]),
    )
    if (String(form.get('website') ?? '') !== '') {
      // Honeypot filled in: a bot. Answer as if it worked, store nothing.
      return finish(QUOTE_SUCCESS_TOAST)
    }
    const parsed = QuoteRequestSchema.safeParse(values)
    const products = findHardware(items.map((i) => i.id))
    const quoteLines = items.flatMap((item) => {
      const product = products.find((p) => p.id === item.id)
      return product
        ? [
            {
              productId: product.id,
              productName: product.name,
              quantity: item.qty,
              unitPriceCents: product.basePriceCents,
            },
          ]
        : []
    })
    const errors: QuoteFormErrors = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof QuoteFormErrors
        errors[key] ??= issue.message
      }
    }
    if (quoteLines.length === 0) errors.form = 'Add at least one product to your quote'
    if (!parsed.success || quoteLines.length === 0) {
      return data<MotorsActionData>({ ok: false, intent, errors, values }, { status: 400 })
    }
    const limit = limitVisitor(request, 'motors-quote', { limit: 5, windowMs: 10 * 60_000 })
    if (!limit.allowed) {
      return data<MotorsActionData>(
        {
          ok: false,
          intent,
          values,
          errors: {
            form: limit.message,
          },
        },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
    createLead({
      source: 'motors-quote',
      serviceType: 'motorization',
      name: parsed.data.name,
      email: parsed.data.email,
      phone: parsed.data.phone,
      address: parsed.data.address || null,
      details: parsed.data.details || null,
      quoteLines,
    })
    headers.append('Set-Cookie', await writeQuote([]))
    return finish(QUOTE_SUCCESS_TOAST)
  }

  return data<MotorsActionData>(
    { ok: false, intent, errors: { form: 'Unknown action' } },
    { status: 400 },
  )
}
