import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { QuoteWizard } from '~/components/quote-wizard'
import { QUOTE_WIZARD_PARTS, wizardAtStep } from '~/components/quote-wizard/fields'
import { pathInLocale } from '~/domain/locale'
import { getPublicEnv } from '~/server/platform/env.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { handleQuoteWizardPost, loadQuoteWizard } from '~/server/requests/quote-wizard.server'
import { seoMeta, siteFromEnv } from '~/utils/seo'

// Built by the loader: the page's browser code carries no meta helpers (its JavaScript budget).
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? []

/** `?step=` is an Edit link of the Verification step going back to an answered step. */
export async function loader({ request }: LoaderFunctionArgs) {
  const wizard = await loadQuoteWizard(request)
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    wizard: wizardAtStep(wizard, new URL(request.url).searchParams.get('step')),
    // With its canonical link (never the query) and link preview, like every public page.
    seo: seoMeta({
      site: siteFromEnv(getPublicEnv()),
      title: t('quote.meta.title'),
      description: t('quote.meta.description'),
      path: pathInLocale('/quote', locale),
    }),
    // The wizard's words and the forms' (labels, the schemas' messages in Spanish).
    messages: pageMessages(request, QUOTE_WIZARD_PARTS),
  }
}

/**
 * Each step of the wizard posts here without JavaScript; the answers live in a signed cookie.
 * A final step the database cannot take just now answers 503 with the wizard to show again.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleQuoteWizardPost(request)
}

/** The wizard on a page of its own (the home page shows it in its hero). */
export default function QuotePage() {
  const loaded = useLoaderData<typeof loader>()
  // A final step the database could not take (503): the answers and the message come back here.
  const refused = useActionData<typeof action>()
  const wizard = refused && 'wizard' in refused ? refused.wizard : loaded.wizard
  return (
    <section className="bg-slate-50 px-4 py-12">
      <div
        id="contact-form"
        className="mx-auto max-w-xl scroll-mt-20 rounded-xl bg-white p-6 shadow-lg"
      >
        <QuoteWizard data={wizard} titleLevel={1} />
      </div>
    </section>
  )
}
