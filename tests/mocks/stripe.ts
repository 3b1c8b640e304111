import { HttpResponse, http } from 'msw'

/** Stripe's REST API as the server module calls it: payment intents in memory. */
const intents = new Map<string, Record<string, unknown>>()
let sequence = 0

function formBody(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text))
}

export const stripeHandlers = [
  http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
    const body = formBody(await request.text())
    const idempotencyKey = request.headers.get('idempotency-key')
    const existing = [...intents.values()].find((pi) => pi.__idempotencyKey === idempotencyKey)
    if (idempotencyKey && existing) return HttpResponse.json(existing)
    sequence += 1
    const id = `pi_mock_${Date.now().toString(36)}${sequence}`
    const metadata = Object.fromEntries(
      Object.entries(body)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice(9, -1), value]),
    )
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_mock`,
      metadata,
      __idempotencyKey: idempotencyKey,
    }
    intents.set(id, intent)
    return HttpResponse.json(intent)
  }),
  http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) => {
    const intent = intents.get(String(params.id))
    if (!intent) {
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        { status: 404 },
      )
    }
    // In the mock every intent that is looked up has been paid with the test card.
    return HttpResponse.json({ ...intent, status: 'succeeded' })
  }),
]
