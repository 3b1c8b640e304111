import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { SiteImageForm } from '~/components/admin/content/content-forms'
import { adminMeta } from '~/components/admin/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { auditSiteImageSaved } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  getSiteImage,
  idOrNew,
  SITE_IMAGE_MAX_BYTES,
  saveSiteImageForm,
} from '~/server/content/site-content.server'
import { readImageForm } from '~/server/platform/image-form.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Site Image')

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const id = idOrNew(params.id)
  const image = id === undefined ? null : getSiteImage(id)
  if (id !== undefined && !image) throw data('Not found', { status: 404 })
  return {
    isNew: id === undefined,
    preview: image?.imageUrl ?? null,
    defaults: {
      section: image?.section ?? '',
      key: image?.key ?? '',
      title: image?.title ?? '',
      imageUrl: image?.imageUrl ?? '',
      isActive: image?.isActive === false ? '' : 'on',
    },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = idOrNew(params.id)
  const failure = id === undefined ? 'Failed to create image' : 'Failed to update image'
  const before = id === undefined ? undefined : getSiteImage(id)
  const read = await readImageForm(request, { maxBytes: SITE_IMAGE_MAX_BYTES })
  const saved = read.ok
    ? await saveSiteImageForm(read.form, { id, failure })
    : { ok: false as const, status: read.status, error: `${failure}: ${read.error}`, reply: null }
  if (!saved.ok) {
    const reply = saved.reply ?? { status: 'error' as const, initialValue: null }
    return data(
      { ...reply, error: { ...reply.error, '': [saved.error] } },
      { status: saved.status },
    )
  }
  auditSiteImageSaved(admin, before, saved.image)
  return redirectWithToast('/admin/content', {
    title: id === undefined ? 'Image created' : 'Image updated',
  })
}

export default function SiteImagePage() {
  const { isNew, defaults, preview } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const title = isNew ? 'Add Site Image' : 'Edit Site Image'
  return (
    <section aria-labelledby="tab-title" className="max-w-3xl">
      <Breadcrumbs
        items={[{ name: 'Content Management', to: '/admin/content' }, { name: title }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        {title}
      </h1>
      <div className="mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        {preview ? (
          <img
            src={preview}
            alt="Current"
            className="mb-4 h-32 w-auto rounded border border-slate-200"
          />
        ) : null}
        <SiteImageForm
          defaults={defaults}
          lastResult={lastResult}
          submitLabel={isNew ? 'Add Image' : 'Save Changes'}
        />
      </div>
    </section>
  )
}
