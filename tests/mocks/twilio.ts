import { HttpResponse, http } from 'msw'

/** Every text the mock accepted, newest last (tests read it; the quick start logs it). */
export const twilioSent: { to: string; from: string; body: string; sid: string }[] = []

/**
 * Twilio's Messages API: a text is accepted ("queued") with a new SID when the request carries
 * HTTP Basic credentials and a To, From and Body, as the real API does.
 */
export const twilioHandlers = [
  http.post(
    'https://api.twilio.com/2010-04-01/Accounts/:accountSid/Messages.json',
    async ({ request, params }) => {
      if (!(request.headers.get('authorization') ?? '').startsWith('Basic ')) {
        return HttpResponse.json(
          { code: 20003, message: 'Authenticate', status: 401 },
          { status: 401 },
        )
      }
      const form = new URLSearchParams(await request.text())
      const to = form.get('To') ?? ''
      const from = form.get('From') ?? ''
      const body = form.get('Body') ?? ''
      if (!to || !from || !body) {
        return HttpResponse.json(
          { code: 21604, message: "A 'To', 'From' and 'Body' are required", status: 400 },
          { status: 400 },
        )
      }
      const sid = `SM${crypto.randomUUID().replaceAll('-', '')}`
      twilioSent.push({ to, from, body, sid })
      return HttpResponse.json(
        {
          sid,
          account_sid: params.accountSid,
          to,
          from,
          body,
          status: 'queued',
          date_created: new Date().toUTCString(),
        },
        { status: 201 },
      )
    },
  ),
]
