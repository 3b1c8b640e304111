import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ErrorPage } from '~/components/error-page'
import { useT } from '~/components/i18n'
import { ButtonLink } from '~/components/ui/button'
import { englishPath, plainWords } from '~/domain/locale'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { publicCities } from '~/server/content/cities.server'
import { staticSitemapEntries } from '~/utils/sitemap'

/** The customer's pages whose address is not in the sitemap (theirs alone, or a step of a form). */
const UNLISTED_PAGES = ['/cart', '/checkout', '/find-my-orders', '/my-orders']
/** Pages under these have a name or id of their own (a post, a project, a product). */
const PAGE_FAMILIES = /^\/(blog|gallery|shop)\/[a-z0-9-]+\/?$/

/** Whether an English address is one of the site's public pages (the sitemap's, or a family's). */
function isEnglishPage(path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path
  if (UNLISTED_PAGES.includes(bare) || PAGE_FAMILIES.test(bare)) return true
  if (staticSitemapEntries().some((entry) => entry.path === bare)) return true
  return publicCities().some((city) => `/${city.slug}` === bare)
}

/**
 * Any /es address no Spanish page claims (docs/decisions/145-spanish.md). A page that exists in
 * English but is not yet written in Spanish says so in Spanish and links to the English page:
 * never English words shown silently under a Spanish address. Anything else is the Spanish 404.
 * Both answer 404 (there is no Spanish page here for a search engine to keep).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const english = englishPath(url.pathname)
  if (!isEnglishPage(english)) throw new Response('Not Found', { status: 404 })
  return data({ englishHref: `${english}${url.search}` }, { status: 404 })
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const root = matches.find((m) => m.id === 'root')?.data as
    | { i18n?: { messages?: Record<string, unknown> } }
    | undefined
  const words = root?.i18n?.messages ?? {}
  const id = page ? 'notYet.title' : 'error.notFoundTitle'
  return [{ title: plainWords(words[id]) ?? '404' }, { name: 'robots', content: 'noindex' }]
}

export default function NotYetInSpanish() {
  const { englishHref } = useLoaderData<typeof loader>()
  const t = useT()
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{t('notYet.title')}</h1>
      <p className="mt-4 text-slate-700">{t('notYet.text')}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li>
          <ButtonLink to={englishHref} hrefLang="en">
            {t('notYet.english')}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to="/es" variant="outline">
            {t('notYet.home')}
          </ButtonLink>
        </li>
      </ul>
    </section>
  )
}

export function ErrorBoundary() {
  return <ErrorPage status={404} phone={useBusinessPhone()} />
}
