/** The loader data of a legal page (privacy, terms): its catalog part and its meta words. */
import type { LegalDocument } from '~/content/legal'
import { siteFromEnv } from '~/utils/seo'
import { getPublicEnv } from '../platform/env.server'
import { pageMessages, requestLocale, serverT } from '../platform/i18n.server'

export function legalPageData(request: Request, doc: LegalDocument) {
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  const business = siteFromEnv(getPublicEnv()).name
  return {
    messages: pageMessages(request, ['legal']),
    locale,
    // The meta function has no hooks: its words come from here.
    words: {
      title: t(doc.metaTitle, { business }),
      description: t(doc.metaDescription, { business }),
    },
  }
}
