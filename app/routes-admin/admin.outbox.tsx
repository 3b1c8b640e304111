import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import { Badge, FilterForm, FilterSelect, Pager, TabHeading } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { Button } from '~/components/ui/button'
import { businessDateTimeShort } from '~/domain/business-time'
import { notFound, refused, samePage } from '~/server/admin/admin-forms.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import {
  listOutbox,
  mailConfigured,
  maskEmailAddresses,
  sendAgain,
} from '~/server/vendors/mail.server'

export const meta: MetaFunction = () => adminMeta('Outbox')

/** The outbox's statuses (db/schema.ts OUTBOX_STATUSES; the schema stays on the server). */
const OUTBOX_STATUSES = ['sent', 'failed'] as const
const STATUS_LABELS = { sent: 'Sent', failed: 'Not sent' } as const
const REASON_LABELS = {
  'smtp-not-configured': 'E-mail is not set up (SMTP_URL, MAIL_FROM)',
  'smtp-failed': 'The mail server refused it',
  waiting: 'Waiting to be sent (if it stays so, press Send again)',
  'sms-not-configured':
    'Texts are not set up (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER)',
  'sms-failed': 'Twilio refused the text',
  'sms-held': 'Made at night: waits for texting hours (9 AM, Florida time)',
} as const

const filtersSchema = z.object({
  status: z
    .string()
    .optional()
    .transform((v) =>
      (OUTBOX_STATUSES as readonly string[]).includes(v ?? '')
        ? (v as (typeof OUTBOX_STATUSES)[number])
        : undefined,
    ),
  page: z
    .string()
    .optional()
    .transform((v) => {
      const n = Number.parseInt(v ?? '', 10)
      return Number.isFinite(n) && n >= 1 && n <= 10_000 ? n : 1
    }),
})

/** Every e-mail the site sent or could not send, newest first (Admin > Outbox). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const filters = filtersSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { filters, configured: mailConfigured(), ...listOutbox(filters) }
}

const actionSchema = z.object({
  intent: z.literal('send-again'),
  id: z.coerce.number().int().positive(),
})

/** "Send again": one more attempt at one message; the toast says how it went. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const submission = parseWithZod(await readForm(request), { schema: actionSchema })
  if (submission.status !== 'success') {
    return refused(submission.reply(), {
      title: 'Not sent',
      description: 'That message could not be found. Reload the page and try again.',
    })
  }
  const { id } = submission.value
  const result = await sendAgain(id)
  if (result.status === 'not-found') notFound()
  if (result.status === 'sent') {
    return redirectWithToast(samePage(request), {
      title: 'Sent',
      description: `Message #${id} was handed to the mail server.`,
    })
  }
  return redirectWithToast(samePage(request), {
    title: 'Not sent',
    description: `Message #${id} could not be sent: ${REASON_LABELS[result.reason]}${
      result.error ? ` (${maskEmailAddresses(result.error).slice(0, 200)})` : ''
    }.`,
    variant: 'destructive',
  })
}

export default function AdminOutbox() {
  const { filters, configured, messages, total, failed, page, pageCount } =
    useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const sending =
    navigation.state === 'submitting' ? navigation.formData?.get('id')?.toString() : undefined
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Outbox">
        <p className="text-slate-700">
          {total} {total === 1 ? 'message' : 'messages'} shown · {failed} not sent
        </p>
      </TabHeading>
      {configured ? null : (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
        >
          E-mail is not set up on this server (SMTP_URL and MAIL_FROM): no message leaves, every one
          waits here. See docs/deploy.md, “First deploy”.
        </p>
      )}
      <FilterForm label="Filter messages" clearTo="/admin/outbox">
        <FilterSelect
          name="status"
          label="Status"
          allLabel="Sent and not sent"
          options={OUTBOX_STATUSES.map((value) => ({
            value,
            label: STATUS_LABELS[value],
          }))}
          defaultValue={filters.status}
        />
      </FilterForm>
      {messages.length ? (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-brand-900">
                    #{message.id} {message.subject}
                  </span>
                  <Badge tone={message.status === 'sent' ? 'green' : 'red'}>
                    {STATUS_LABELS[message.status]}
                  </Badge>
                </p>
                <p className="mt-1 break-all text-sm text-slate-700">
                  To {message.to}
                  {message.replyTo ? ` · replies go to ${message.replyTo}` : ''}
                </p>
                {message.status === 'failed' && message.reason ? (
                  <p className="mt-1 text-sm text-red-800">
                    {REASON_LABELS[message.reason]}
                    {message.error ? `: ${message.error.slice(0, 300)}` : ''}
                  </p>
                ) : null}
                <p className="mt-0.5 text-xs text-slate-600">
                  Written {businessDateTimeShort(message.createdAt)}
                  {message.sentAt ? ` · sent ${businessDateTimeShort(message.sentAt)}` : ''} ·{' '}
                  {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
                </p>
              </div>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="id" value={message.id} />
                <Button
                  name="intent"
                  value="send-again"
                  variant="outline"
                  size="sm"
                  disabled={sending === String(message.id)}
                >
                  {sending === String(message.id) ? 'Sending…' : 'Send again'}
                  <span className="sr-only"> message #{message.id}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          No messages.
        </p>
      )}
      <Pager page={page} pageCount={pageCount} />
    </section>
  )
}
