import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { SiteContentForm } from '~/components/admin/content/content-forms'
import { adminMeta } from '~/components/admin/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { auditSiteContentSaved } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  getSiteContentItem,
  idOrNew,
  saveSiteContentForm,
} from '~/server/content/site-content.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Site Content Item')

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const id = idOrNew(params.id)
  const item = id === undefined ? null : getSiteContentItem(id)
  if (id !== undefined && !item) throw data('Not found', { status: 404 })
  return {
    isNew: id === undefined,
    defaults: {
      section: item?.section ?? '',
      key: item?.key ?? '',
      value: item?.value ?? '',
      contentType: item?.contentType ?? 'text',
    },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = idOrNew(params.id)
  const failure = id === undefined ? 'Failed to create content' : 'Failed to update content'
  const before = id === undefined ? undefined : getSiteContentItem(id)
  const saved = saveSiteContentForm(await readForm(request), { id, failure })
  if (!saved.ok) {
    return data(
      { ...saved.reply, error: { ...saved.reply.error, '': [saved.error] } },
      { status: saved.status },
    )
  }
  auditSiteContentSaved(admin, before, saved.item)
  return redirectWithToast('/admin/content', {
    title: id === undefined ? 'Content created' : 'Content updated',
  })
}

export default function SiteContentItemPage() {
  const { isNew, defaults } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const title = isNew ? 'Add Content Item' : 'Edit Content Item'
  return (
    <section aria-labelledby="tab-title" className="max-w-3xl">
      <Breadcrumbs
        items={[{ name: 'Content Management', to: '/admin/content' }, { name: title }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        {title}
      </h1>
      <div className="mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <SiteContentForm
          defaults={defaults}
          lastResult={lastResult}
          submitLabel={isNew ? 'Add Content' : 'Save Changes'}
        />
      </div>
    </section>
  )
}
