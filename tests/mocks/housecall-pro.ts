import { HttpResponse, http } from 'msw'

/** The field-service provider's API: a company profile when the key is sent. */
export const housecallProHandlers = [
  http.get('https://api.housecallpro.com/company', ({ request }) => {
    const auth = request.headers.get('authorization') ?? ''
    if (!auth.startsWith('Token ') && !auth.startsWith('Bearer ')) {
      return HttpResponse.json({ error: 'unauthorized' }, { status: 401 })
    }
    return HttpResponse.json({ id: 'mock-company', name: 'Mock Blinds Co.' })
  }),
  http.get('https://api.housecallpro.com/webhooks', () => HttpResponse.json({ webhooks: [] })),
]
