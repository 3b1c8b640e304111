// Long (over 400 lines): the customer's one page of an estimate, its loader, its three answers (choose, accept, decline) and their forms, whose errors and focus are read together.
import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from '@remix-run/react'
import { useEffect, useMemo, useState } from 'react'
import { ChoicesForm, choicesOfForm } from '~/components/estimates/estimate-choices'
import { EstimateRooms, EstimateTotals } from '~/components/estimates/estimate-summary'
import { EstimateTextsForm } from '~/components/estimates/estimate-texts-form'
import { SignaturePad } from '~/components/estimates/signature-pad'
import { WindowPhotosProvider } from '~/components/estimates/window-photos'
import { Field, TextareaField } from '~/components/forms'
import { buttonClass } from '~/components/ui/button'
import { telHref } from '~/content/business'
import { businessDate, businessDateTimeShort, longCalendarDate } from '~/domain/business-time'
import {
  ESTIMATE_STATUS_LABELS,
  type EstimateChoices,
  type EstimateLineForTotals,
  estimateState,
  estimateTotals,
} from '~/domain/estimate'
import {
  consentSentence,
  DECLINE_REASON_MAX,
  estimateAnswerRefusal,
  SIGNED_NAME_MAX,
} from '~/domain/estimate-answer'
import { floridaSalesTaxCents } from '~/domain/florida-tax'
import { formatCents } from '~/domain/pricing'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { taxRatesForZip } from '~/server/catalog/sales-tax.server'
import {
  sendAcceptanceMail,
  sendDeclineNotice,
} from '~/server/estimates/estimate-answer-mail.server'
import {
  acceptanceOf,
  acceptEstimate,
  choiceStructureOf,
  declineEstimate,
  declineOf,
  readSignature,
  saveChoices,
} from '~/server/estimates/estimate-answers.server'
import { windowPhotosForPage } from '~/server/estimates/estimate-photos.server'
import { estimateTexts } from '~/server/estimates/estimate-texts.server'
import { getEstimateByToken, replacementOf } from '~/server/estimates/estimates.server'
import { PRIVATE_PAGE_HEADERS, readForm } from '~/server/platform/http.server'
import { clientAddress, limitVisitor } from '~/server/platform/rate-limit.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Your estimate ${page.estimate.reference}` : 'Estimate not found' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

/** Accepting and declining are rare: a few tries an hour is plenty for a real customer. */
const ANSWER_LIMIT = { limit: 20, windowMs: 60 * 60_000 }

/**
 * /estimates/{token}: the customer's estimate, from the link in its e-mail (issue 39), read by
 * room and window with the alternatives, the options, tax, total, deposit and the last day.
 * While it may be answered the customer chooses alternatives and optional items (the totals
 * follow), accepts with a typed name and, with JavaScript, a drawn signature, or declines.
 * Accepted, it shows what was signed and the link to pay the deposit. A replaced estimate says
 * so and links to the new version. A token that is not one, or a draft never sent, is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const estimate = getEstimateByToken(params.token ?? '')
  if (!estimate || estimate.status === 'draft') {
    throw new Response('Not found', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  }
  const replacement = estimate.status === 'replaced' ? replacementOf(estimate.id) : undefined
  const state = estimateState(estimate, businessDate())
  const acceptance = estimate.status === 'accepted' ? acceptanceOf(estimate.id) : null
  const allLines = estimate.rooms.flatMap((room) =>
    [...room.windows.flatMap((w) => w.lines), ...room.lines].map((line) => ({ line, room })),
  )
  return data(
    {
      estimate: {
        reference: estimate.reference,
        version: estimate.version,
        state,
        customerName: estimate.customer.name,
        rooms: estimate.rooms,
        totals: estimate.totals,
        deposit: estimate.deposit,
        expiresOn: estimate.expiresOn,
        customerNote: estimate.customerNote,
      },
      // The windows' photos, served by this link (estimates.$token_.photos…).
      photos: windowPhotosForPage(estimate.id),
      photoBase: `/estimates/${params.token}/photos`,
      answerable: estimateAnswerRefusal(estimate, businessDate()) === null,
      /** What the page needs to compute the totals itself as the customer chooses. */
      pricing: {
        lines: allLines.map(
          ({ line }): EstimateLineForTotals => ({
            id: line.id,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            installationCents: line.installationCents,
            optional: line.optional,
            alternativeId: line.alternativeId,
            discount: line.discount,
          }),
        ),
        groups: estimate.rooms.flatMap((room) =>
          room.groups.map((g) => ({
            id: g.id,
            alternatives: g.alternatives.map((a) => ({ id: a.id, isDefault: a.isDefault })),
          })),
        ),
        discount: estimate.discount,
        deposit: estimate.deposit,
        taxRates: taxRatesForZip(estimate.customer.zip),
      },
      choices: {
        groups: estimate.rooms.flatMap((room) =>
          room.groups.map((g) => ({
            id: g.id,
            legend: `${room.name}: ${g.name}`,
            alternatives: g.alternatives.map((a) => ({
              id: a.id,
              label: a.label,
              netCents: a.netCents,
              chosen: a.chosen,
            })),
          })),
        ),
        optional: allLines
          .filter(({ line }) => choiceStructureOf(estimate).optionalLineIds.includes(line.id))
          .map(({ line, room }) => ({
            id: line.id,
            label: `${line.title} (${room.name})`,
            netCents: line.netCents,
            ticked: line.included,
          })),
      },
      acceptance: acceptance
        ? {
            signedName: acceptance.signedName,
            signatureSrc: acceptance.signatureSrc,
            acceptedAt: businessDateTimeShort(acceptance.acceptedAt),
            totalCents: acceptance.totalCents,
            depositCents: acceptance.depositCents,
          }
        : null,
      decline:
        estimate.status === 'declined'
          ? (() => {
              const d = declineOf(estimate.id)
              return d ? { on: businessDateTimeShort(d.declinedAt), reason: d.reason } : null
            })()
          : null,
      depositHref: `/estimates/${estimate.token}/deposit`,
      replacement: replacement
        ? { href: `/estimates/${replacement.token}`, reference: replacement.reference }
        : null,
      // "Text me about this request": its own small form (estimate-texts.server.ts).
      texts: replacement ? null : estimateTexts(estimate, estimate.token),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  )
}

type ActionAnswer = {
  intent: 'choose' | 'accept' | 'decline'
  /** A field's message ('' for the form's own). */
  errors: Partial<Record<'form' | 'choices' | 'signedName' | 'signature' | 'reason', string>>
  values?: { signedName?: string; reason?: string }
}

function refused(answer: ActionAnswer, status: number) {
  return data(answer, { status, headers: PRIVATE_PAGE_HEADERS })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? ''
  if (!getEstimateByToken(token)) {
    throw new Response('Not found', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  }
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const here = `/estimates/${token}`

  if (intent === 'choose') {
    const alternatives: Record<string, string> = {}
    for (const [key, value] of form.entries()) {
      const group = /^group-(\d+)$/.exec(key)?.[1]
      if (group && typeof value === 'string') alternatives[group] = value
    }
    const optionalLineIds = form.getAll('optional').map(String)
    const saved = saveChoices(token, { alternatives, optionalLineIds })
    if (!saved.ok) {
      return refused({ intent, errors: { [saved.field || 'form']: saved.message } }, saved.status)
    }
    // The page's own script stays where it is; a page without it comes back at the totals.
    if (form.get('via') === 'script')
      return data({ intent, errors: {} }, { headers: PRIVATE_PAGE_HEADERS })
    return redirect(`${here}#totals`, { headers: PRIVATE_PAGE_HEADERS })
  }

  if (intent === 'accept' || intent === 'decline') {
    const limit = limitVisitor(request, 'estimate-answer', ANSWER_LIMIT)
    if (!limit.allowed) return refused({ intent, errors: { form: limit.message } }, 429)
  }

  if (intent === 'accept') {
    const signedName = String(form.get('signedName') ?? '')
      .trim()
      .replace(/\s+/g, ' ')
    const values = { signedName }
    if (!signedName) {
      return refused(
        { intent, errors: { signedName: 'Type your full name to accept' }, values },
        400,
      )
    }
    if (signedName.length > SIGNED_NAME_MAX) {
      return refused(
        { intent, errors: { signedName: `At most ${SIGNED_NAME_MAX} characters` }, values },
        400,
      )
    }
    const signature = await readSignature(String(form.get('signature') ?? ''))
    if (!signature.ok) {
      return refused({ intent, errors: { signature: signature.message }, values }, 400)
    }
    const accepted = acceptEstimate(token, {
      signedName,
      signaturePng: signature.png,
      shownTotalCents: Number(form.get('shownTotalCents') ?? Number.NaN),
      ipAddress: clientAddress(request),
      userAgent: (request.headers.get('User-Agent') ?? '').slice(0, 500),
    })
    if (!accepted.ok) {
      return refused(
        { intent, errors: { [accepted.field || 'form']: accepted.message }, values },
        accepted.status,
      )
    }
    const record = acceptanceOf(accepted.estimate.id)
    if (record) await sendAcceptanceMail(accepted.estimate, record)
    return redirect(`${here}#accepted`, { headers: PRIVATE_PAGE_HEADERS })
  }

  if (intent === 'decline') {
    const reason = String(form.get('reason') ?? '').trim()
    if (reason.length > DECLINE_REASON_MAX) {
      return refused(
        {
          intent,
          errors: { reason: `At most ${DECLINE_REASON_MAX} characters` },
          values: { reason },
        },
        400,
      )
    }
    const declined = declineEstimate(token, { reason, ipAddress: clientAddress(request) })
    if (!declined.ok) {
      return refused(
        { intent, errors: { form: declined.message }, values: { reason } },
        declined.status,
      )
    }
    await sendDeclineNotice(declined.estimate, reason || null)
    return redirect(`${here}#answer`, { headers: PRIVATE_PAGE_HEADERS })
  }

  return refused({ intent: 'choose', errors: { form: 'Unknown request' } }, 400)
}

// ---------------------------------------------------------------- the page

function fieldMeta(id: string, name: string, error?: string, initialValue?: string) {
  return {
    id,
    name,
    errorId: `${id}-error`,
    descriptionId: `${id}-hint`,
    errors: error ? [error] : null,
    initialValue,
  }
}

export default function CustomerEstimate() {
  const page = useLoaderData<typeof loader>()
  const { estimate, replacement, answerable, acceptance, decline } = page
  const answer = useActionData<typeof action>() as ActionAnswer | undefined
  const phone = useBusinessPhone()
  const navigation = useNavigation()
  const fetcher = useFetcher<typeof action>()
  const { state } = estimate
  // With JavaScript the totals follow each choice at once (the same rule as the server's);
  // the server's answer, read again after the post, is the truth.
  const [choices, setChoices] = useState<EstimateChoices | null>(null)
  useEffect(() => {
    if (fetcher.state === 'idle') setChoices(null)
  }, [fetcher.state])
  const totals = useMemo(() => {
    if (!choices) return estimate.totals
    const { taxRates, ...rest } = page.pricing
    return estimateTotals({
      ...rest,
      choices,
      tax: (items) => floridaSalesTaxCents(items, taxRates),
    })
  }, [choices, estimate.totals, page.pricing])

  const errors = answer?.errors ?? {}
  const fetcherErrors = (fetcher.data as ActionAnswer | undefined)?.errors
  const firstError = (['form', 'choices', 'signedName', 'signature', 'reason'] as const).find(
    (key) => errors[key],
  )
  useEffect(() => {
    if (!firstError) return
    const target = {
      form: !answerable
        ? 'answer-error'
        : answer?.intent === 'decline'
          ? 'decline-error'
          : 'accept-error',
      choices: 'choices-error',
      signedName: 'signedName',
      signature: 'signature-pad',
      reason: 'reason',
    }[firstError]
    document.getElementById(target)?.focus()
  }, [firstError, answer, answerable])

  const consent = consentSentence({
    reference: estimate.reference,
    version: estimate.version,
    totalCents: totals.totalCents,
    depositCents: totals.depositCents,
  })
  const busy = navigation.state !== 'idle'

  return (
    <article aria-labelledby="estimate-title" className="mx-auto max-w-3xl px-4 py-8">
      <h1 id="estimate-title" className="text-3xl font-bold text-brand-900">
        Your estimate {estimate.reference}
      </h1>
      <p className="mt-1 text-slate-700">
        For {estimate.customerName}
        {estimate.version > 1 ? ` · version ${estimate.version}` : ''} ·{' '}
        {ESTIMATE_STATUS_LABELS[state]}
      </p>
      {state === 'replaced' ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          This estimate was replaced by a newer version.{' '}
          {replacement ? (
            <Link to={replacement.href} className="font-semibold underline">
              See estimate {replacement.reference}
            </Link>
          ) : null}
        </p>
      ) : state === 'expired' ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          This estimate was valid until {longCalendarDate(estimate.expiresOn)}. Call us at{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>{' '}
          and we will bring it up to date.
        </p>
      ) : state === 'sent' ? (
        <p className="mt-4 text-slate-800">
          Valid until {longCalendarDate(estimate.expiresOn)}. Questions? Call us at{' '}
          <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
            {phone}
          </a>
          .
        </p>
      ) : null}

      {!answerable && (errors.form || fetcherErrors?.form) ? (
        // The answer came too late (accepted in another tab, replaced, past its last day): the
        // forms are gone, so the reason is said here.
        <p
          id="answer-error"
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 font-semibold text-red-900"
        >
          {errors.form ?? fetcherErrors?.form}
        </p>
      ) : null}
      {acceptance ? (
        <section
          id="accepted"
          aria-labelledby="accepted-title"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950"
        >
          <h2 id="accepted-title" className="text-xl font-bold">
            You accepted this estimate
          </h2>
          <p className="mt-1">
            Signed by <strong>{acceptance.signedName}</strong> on {acceptance.acceptedAt}, for{' '}
            {formatCents(acceptance.totalCents)}.
          </p>
          {acceptance.signatureSrc ? (
            <img
              src={acceptance.signatureSrc}
              alt={`Signature of ${acceptance.signedName}`}
              width={300}
              height={100}
              className="mt-2 rounded border border-slate-300 bg-white"
            />
          ) : null}
          <a href={page.depositHref} className={buttonClass({ size: 'lg' }, 'mt-3')}>
            Pay the deposit ({formatCents(acceptance.depositCents)})
          </a>
        </section>
      ) : null}
      {decline ? (
        <p
          id="answer"
          role="status"
          className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4"
        >
          You declined this estimate on {decline.on}. Thank you for letting us know. If you change
          your mind, call us at{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>
          .
        </p>
      ) : null}

      {estimate.customerNote ? (
        <p className="mt-4 whitespace-pre-line rounded-lg border border-slate-200 bg-white p-4">
          {estimate.customerNote}
        </p>
      ) : null}
      <h2 className="mt-6 text-xl font-bold text-brand-900">Room by room</h2>
      <WindowPhotosProvider photos={page.photos} base={page.photoBase}>
        <EstimateRooms rooms={estimate.rooms} />
      </WindowPhotosProvider>
      {answerable ? (
        <ChoicesForm
          choices={page.choices}
          error={
            answer?.intent === 'choose'
              ? (errors.choices ?? errors.form)
              : (fetcherErrors?.choices ?? fetcherErrors?.form)
          }
          onChange={(form) => {
            setChoices(choicesOfForm(form))
            const fields = new FormData(form)
            fields.set('via', 'script')
            fetcher.submit(fields, { method: 'post' })
          }}
        />
      ) : null}
      <h2 id="totals" tabIndex={-1} className="mt-6 text-xl font-bold text-brand-900">
        Totals
      </h2>
      {answerable ? (
        <p className="mt-1 text-slate-700">With your choices above.</p>
      ) : acceptance ? (
        <p className="mt-1 text-slate-700">As accepted.</p>
      ) : null}
      <div className="mt-2" aria-live="polite">
        <EstimateTotals totals={totals} deposit={estimate.deposit} />
      </div>

      {answerable ? (
        <>
          <Form
            method="post"
            id="accept"
            aria-labelledby="accept-title"
            className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
            noValidate
          >
            <h2 id="accept-title" className="text-xl font-bold text-brand-900">
              Accept the estimate
            </h2>
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="shownTotalCents" value={totals.totalCents} />
            {answer?.intent === 'accept' && errors.form ? (
              <p
                id="accept-error"
                tabIndex={-1}
                role="alert"
                className="mt-2 font-semibold text-red-800"
              >
                {errors.form}
              </p>
            ) : null}
            <p id="consent" className="mt-2 text-slate-800">
              {consent}
            </p>
            <Field
              className="mt-3"
              field={fieldMeta(
                'signedName',
                'signedName',
                answer?.intent === 'accept' ? errors.signedName : undefined,
                answer?.values?.signedName,
              )}
              label="Your full name"
              required
              autoComplete="name"
              maxLength={SIGNED_NAME_MAX}
              autoFocus={answer?.intent === 'accept' && firstError === 'signedName'}
            />
            <SignaturePad
              name="signature"
              errorId="signature-error"
              error={answer?.intent === 'accept' ? errors.signature : null}
            />
            <button type="submit" disabled={busy} className={buttonClass({ size: 'lg' }, 'mt-4')}>
              Accept
            </button>
          </Form>
          <details
            id="decline"
            className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
            open={answer?.intent === 'decline' || undefined}
          >
            <summary className="cursor-pointer font-semibold text-slate-900">
              Decline the estimate
            </summary>
            <Form method="post" className="mt-2" noValidate>
              <input type="hidden" name="intent" value="decline" />
              {answer?.intent === 'decline' && errors.form ? (
                <p
                  id="decline-error"
                  tabIndex={-1}
                  role="alert"
                  className="mt-2 font-semibold text-red-800"
                >
                  {errors.form}
                </p>
              ) : null}
              <TextareaField
                field={fieldMeta(
                  'reason',
                  'reason',
                  answer?.intent === 'decline' ? errors.reason : undefined,
                  answer?.values?.reason,
                )}
                label="Tell us why, if you like"
                maxLength={DECLINE_REASON_MAX}
                rows={3}
                autoFocus={answer?.intent === 'decline' && firstError === 'reason'}
              />
              <button
                type="submit"
                disabled={busy}
                className={buttonClass({ variant: 'outline' }, 'mt-3')}
              >
                Decline
              </button>
            </Form>
          </details>
        </>
      ) : null}
      {page.texts ? <EstimateTextsForm texts={page.texts} /> : null}
    </article>
  )
}
