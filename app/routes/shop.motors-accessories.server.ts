/** Loader and action of /shop/motors-accessories: catalogue, quote list, quote request. */

import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import { leadReference, quoteReceivedText } from '~/domain/follow-up'
import { pathInLocale } from '~/domain/locale'
import {
  EMPTY_QUOTE_MESSAGE,
  hardwareBadge,
  MotorsQuoteSchema,
  motorWarrantyYears,
  nextQuoteQuantity,
  QuoteListChangeSchema,
  quoteLines,
} from '~/domain/motors-quote'
import { QUOTE_SUCCESS_TOAST } from '~/domain/quote-wizard'
import { withTextablePhone } from '~/domain/text-consent'
import { leadTextSubject } from '~/domain/texts'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { findHardware, listHardware } from '../server/catalog/catalog.server'
import { hardwareJson } from '../server/catalog/catalog-json.server'
import { arrivalFromRequest } from '../server/platform/arrival-cookie.server'
import { handlePublicForm, readForm } from '../server/platform/http.server'
import { createToastHeaders } from '../server/platform/toast.server'
import { announceNewLead } from '../server/requests/lead-notices.server'
import { createLead } from '../server/requests/leads.server'
import {
  MAX_QUOTE_QUANTITY,
  type QuoteItem,
  readQuote,
  setQuoteQuantity,
  writeQuote,
} from '../server/requests/motors-quote.server'
import { keepRequestTextConsent, requestTextConsent } from '../server/sms/consent-words.server'
import { textableNumber } from '../server/sms/consents.server'

const PAGE = '/shop/motors-accessories'

/** Quote requests per visitor: a few real ones, never a flood. */
export const MOTORS_QUOTE_LIMIT = { limit: 5, windowMs: 10 * 60_000 }

export type Tab = 'motors' | 'accessories'

function tabOf(value: unknown): Tab {
  return value === 'accessories' ? 'accessories' : 'motors'
}

function linesOf(items: QuoteItem[]) {
  return quoteLines(items, findHardware(items.map((i) => i.id)))
}

type Words = (english: string) => string

/**
 * A motor or accessory in the page's language: the office writes the catalogue in English and
 * the Spanish part carries each text as `~<English>` (docs/decisions/147-spanish-pages.md). The
 * badge is read before the specifications' names change (it reads "Panel", "Battery"…).
 */
function hardwareInLanguage(
  kind: 'motor' | 'accessory',
  item: ReturnType<typeof hardwareJson>,
  words: Words,
) {
  const badge = hardwareBadge(kind, item)
  const features = Array.isArray(item.features)
    ? item.features.map(words)
    : Object.fromEntries(
        Object.entries(item.features).map(([k, v]) => [words(k), words(String(v))]),
      )
  return {
    ...item,
    badge: badge && words(badge),
    name: words(item.name),
    description: words(item.description),
    features,
    specifications: Object.fromEntries(
      Object.entries(item.specifications).map(([k, v]) => [words(k), words(v)]),
    ),
    compatibility: Object.fromEntries(
      Object.entries(item.compatibility).map(([k, list]) => [
        words(k),
        Array.isArray(list) ? list.map(words) : list,
      ]),
    ),
    warranty: words(item.warranty),
  }
}

export async function loadMotorsPage(request: Request) {
  const url = new URL(request.url)
  const locale = requestLocale(request)
  const { t, fromEnglish } = serverT(locale)
  const tab = tabOf(url.searchParams.get('tab'))
  // Just after a quote request without JavaScript: the confirmation shows in the quote panel.
  const sent = url.searchParams.get('sent') === '1'
  const englishMotors = listHardware('motor').map(hardwareJson)
  const motors = englishMotors.map((h) => hardwareInLanguage('motor', h, fromEnglish))
  const accessories = listHardware('accessory').map((h) =>
    hardwareInLanguage('accessory', hardwareJson(h), fromEnglish),
  )
  const quoteLines = linesOf(await readQuote(request)).map((line) => ({
    ...line,
    productName: fromEnglish(line.productName),
  }))
  return {
    tab,
    sent,
    motors,
    accessories,
    quoteLines,
    textConsent: requestTextConsent(request),
    // Read from the office's English ("5-year motor warranty"), whatever the page's language.
    warrantyYears: motorWarrantyYears(englishMotors),
    title: t('shop.motors.meta.title'),
    description: t('shop.motors.meta.description'),
    path: pathInLocale(PAGE, locale),
    // The page's words, the forms' (labels, the schema's messages) and the quote's confirmation.
    messages: pageMessages(request, ['shop', 'forms', 'quote']),
  }
}

/** What a list button's fetcher reads back (with JavaScript the page stays where it is). */
export type QuoteListResult = { ok: boolean; error?: string }

export async function motorsAction(request: Request) {
  const form = await readForm(request)
  // With JavaScript the forms post through fetchers and stay on the page; without, redirect.
  const withJs = form.get('_js') === '1'
  const tab = tabOf(form.get('tab'))
  // The visitor stays in the language of the page they posted from.
  const locale = requestLocale(request)
  const { t, fromEnglish } = serverT(locale)
  const page = pathInLocale(PAGE, locale)
  const backTo = `${page}?tab=${tab}#quote`
  const items = await readQuote(request)

  if (form.get('intent') === 'submit') {
    const lines = linesOf(items)
    // Its description gains the request's reference once it is stored.
    const toast = {
      title: fromEnglish(QUOTE_SUCCESS_TOAST.title),
      description: fromEnglish(QUOTE_SUCCESS_TOAST.description),
    }
    const arrival = arrivalFromRequest(request)
    return handlePublicForm(request, {
      formData: form,
      schema: withTextablePhone(MotorsQuoteSchema, textableNumber),
      rateLimit: { name: 'motors-quote', ...MOTORS_QUOTE_LIMIT },
      success: {
        redirectTo: `${page}?tab=${tab}&sent=1#quote`,
        toast,
        stayOnPage: withJs,
      },
      formErrors: () => (lines.length ? [] : [EMPTY_QUOTE_MESSAGE]),
      store: async (quote) => {
        const lead = {
          source: 'motors-quote' as const,
          serviceType: 'motorization',
          name: quote.name,
          email: quote.email,
          phone: quote.phone,
          address: quote.address ?? null,
          details: quote.details ?? null,
          quoteLines: lines,
          ...arrival,
          language: locale,
        }
        const { id } = createLead(lead)
        if (quote.textConsent) {
          const subject = leadTextSubject(id)
          keepRequestTextConsent(request, { phone: quote.phone, source: 'motors-quote', subject })
        }
        await announceNewLead(id, lead)
        toast.description =
          locale === 'en'
            ? quoteReceivedText(id)
            : t('shop.motors.received', { reference: leadReference(id) })
        return new Headers({ 'Set-Cookie': await writeQuote([]) })
      },
    })
  }

  const submission = parseWithZod(form, { schema: QuoteListChangeSchema })
  const [product] =
    submission.status === 'success' ? findHardware([submission.value.productId]) : []
  if (submission.status !== 'success' || !product) {
    return data<QuoteListResult>({ ok: false, error: 'Unknown product' }, { status: 400 })
  }
  const { intent, productId } = submission.value

  const current = items.find((i) => i.id === productId)?.qty ?? 0
  const next = nextQuoteQuantity(intent, current, MAX_QUOTE_QUANTITY)
  const headers = new Headers({
    'Set-Cookie': await writeQuote(setQuoteQuantity(items, productId, next)),
  })
  if (intent === 'add') {
    headers.append(
      'Set-Cookie',
      await createToastHeaders({
        title: t('shop.motors.added.title'),
        description: t('shop.motors.added.description', { name: fromEnglish(product.name) }),
      }),
    )
  }
  if (withJs) return data<QuoteListResult>({ ok: true }, { headers })
  return redirect(backTo, { headers })
}
