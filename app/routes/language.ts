import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { isLocale, pathInLocale } from '~/domain/locale'
import { methodNotAllowed, readForm, safeRedirect } from '~/server/platform/http.server'
import { languageCookieHeader } from '~/server/platform/i18n.server'

export const loader = () => methodNotAllowed()

/**
 * POST /language: the visitor's choice of language (field `language`, en or es), remembered by
 * a cookie, then back to the page they were on (`back`) in that language. The offer's "Stay in
 * English" posts here, so it works without JavaScript. A cookie only: nothing is stored.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const language = form.get('language')
  const back = safeRedirect(form.get('back'), '/')
  if (!isLocale(language)) return redirect(back, 303)
  return redirect(pathInLocale(back, language), {
    status: 303,
    headers: { 'Set-Cookie': languageCookieHeader(language) },
  })
}
