import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { HomeContentForm, HomeSpanishForm } from '~/components/admin/content/home-content-form'
import { adminMeta } from '~/components/admin/meta'
import { Button, ButtonLink } from '~/components/ui/button'
import {
  homeContentSchema,
  homeSpanishSchema,
  isShownContentItem,
  siteImagePlaceProblem,
  truncateValue,
} from '~/domain/site-content'
import {
  auditHomeContentSaved,
  auditHomeSpanishSaved,
  auditSiteContentDeleted,
} from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  contentCounts,
  deleteSiteContent,
  deleteSiteImage,
  getHomeContent,
  getHomeSpanish,
  getSiteContentItem,
  getSiteImage,
  listSiteContent,
  listSiteImages,
  saveHomeContent,
  saveHomeSpanish,
} from '~/server/content/site-content.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Content Management')

/** `?delete=item-3` or `?delete=image-2`: the confirmation asked before deleting. */
function pendingDelete(url: URL) {
  const match = /^(item|image)-(\d+)$/.exec(url.searchParams.get('delete') ?? '')
  return match ? { kind: match[1] as 'item' | 'image', id: Number(match[2]) } : null
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return {
    counts: contentCounts(),
    items: listSiteContent().map((item) => ({ ...item, value: truncateValue(item.value) })),
    images: listSiteImages(),
    home: getHomeContent(),
    homeSpanish: getHomeSpanish(),
    confirm: pendingDelete(new URL(request.url)),
  }
}

const deleteSchema = z.object({
  intent: z.enum(['delete-item', 'delete-image']),
  id: z.coerce.number().int().positive(),
})

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const form = await readForm(request)
  if (form.get('intent') === 'home') {
    const submission = parseWithZod(form, { schema: homeContentSchema })
    if (submission.status !== 'success') {
      return data(submission.reply({ formErrors: ['Error saving content'] }), { status: 400 })
    }
    const before = getHomeContent()
    saveHomeContent(submission.value, admin.username)
    auditHomeContentSaved(admin, before, getHomeContent())
    return redirectWithToast('/admin/content', { title: 'Content saved' })
  }
  if (form.get('intent') === 'home-es') {
    const submission = parseWithZod(form, { schema: homeSpanishSchema })
    if (submission.status !== 'success') {
      return data(submission.reply({ formErrors: ['The Spanish texts were not saved'] }), {
        status: 400,
      })
    }
    const before = getHomeSpanish()
    saveHomeSpanish(submission.value)
    auditHomeSpanishSaved(admin, before, getHomeSpanish())
    return redirectWithToast('/admin/content', {
      title: 'Spanish texts saved',
      description: 'The Spanish home page shows them now.',
    })
  }
  const submission = parseWithZod(form, { schema: deleteSchema })
  if (submission.status !== 'success') {
    return redirectWithToast('/admin/content', {
      title: 'Failed to delete content',
      variant: 'destructive',
    })
  }
  const { intent, id } = submission.value
  const isItem = intent === 'delete-item'
  const gone = isItem ? getSiteContentItem(id) : getSiteImage(id)
  const deleted = isItem ? deleteSiteContent(id) : deleteSiteImage(id)
  if (deleted && gone) auditSiteContentDeleted(admin, gone)
  return redirectWithToast(
    '/admin/content',
    deleted
      ? { title: isItem ? 'Content deleted' : 'Image deleted' }
      : {
          title: isItem ? 'Failed to delete content' : 'Failed to delete image',
          description: 'It does not exist any more.',
          variant: 'destructive',
        },
  )
}

function Counter({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <p className="text-2xl font-bold text-brand-900 sm:text-3xl">{value}</p>
      <p className="text-sm font-semibold text-slate-700 sm:text-base">{label}</p>
    </div>
  )
}

function ConfirmDelete({
  question,
  intent,
  id,
}: {
  question: string
  intent: 'delete-item' | 'delete-image'
  id: number
}) {
  return (
    <div role="alert" className="mt-3 rounded-md border-2 border-red-700 bg-red-50 p-4">
      <p className="font-semibold text-red-900">{question}</p>
      <Form method="post" className="mt-3 flex gap-3">
        <input type="hidden" name="id" value={id} />
        <Button name="intent" value={intent} variant="danger" size="sm">
          Delete
        </Button>
        <ButtonLink to="/admin/content" variant="outline" size="sm" preventScrollReset>
          Cancel
        </ButtonLink>
      </Form>
    </div>
  )
}

export default function AdminContent() {
  const { counts, items, images, home, homeSpanish, confirm } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  // The two home forms share field names: each reads only its own answer.
  const spanishAnswer = lastResult?.initialValue?.intent === 'home-es'
  return (
    <section aria-labelledby="tab-title" className="space-y-6">
      <h1 id="tab-title" className="text-2xl font-bold text-brand-900">
        Content Management
      </h1>
      <div className="grid grid-cols-3 gap-3">
        <Counter value={counts.items} label="Content items" />
        <Counter value={counts.images} label="Site images" />
        <Counter value={counts.sections} label="Sections" />
      </div>

      <p className="flex flex-wrap gap-3">
        <ButtonLink to="/admin/content/business" variant="outline">
          Business settings (phone, hours)
        </ButtonLink>
        <ButtonLink to="/admin/content/cities" variant="outline">
          City pages
        </ButtonLink>
        <ButtonLink to="/admin/content/gallery" variant="outline">
          Gallery
        </ButtonLink>
        <ButtonLink to="/admin/content/services" variant="outline">
          Services
        </ButtonLink>
        <ButtonLink to="/admin/content/testimonials" variant="outline">
          Testimonials
        </ButtonLink>
      </p>

      <section
        aria-labelledby="home-content-title"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="home-content-title" className="text-lg font-bold text-brand-900">
          Home page content
        </h2>
        <p className="text-sm text-slate-700">
          The home page hero and About text, and the business phone and e-mail (a change to them is
          published to the business settings, so the header, footer and contact section all show
          it).
        </p>
        <HomeContentForm defaults={home} lastResult={spanishAnswer ? undefined : lastResult} />
        <h3 className="mt-6 text-base font-bold text-brand-900">The same texts in Spanish</h3>
        <p className="text-sm text-slate-700">
          What the Spanish home page (/es) shows in their place.
        </p>
        <HomeSpanishForm
          defaults={homeSpanish}
          lastResult={spanishAnswer ? lastResult : undefined}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="items-title"
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="items-title" className="text-lg font-bold text-brand-900">
              Site content ({items.length})
            </h2>
            <ButtonLink to="/admin/content/items/new" size="sm">
              Add Content
            </ButtonLink>
          </div>
          <ul className="mt-3 divide-y divide-slate-200">
            {items.map((item) => (
              <li key={item.id} className="py-3">
                <p className="font-semibold text-slate-900">
                  {item.section}.{item.key}{' '}
                  <span className="text-sm font-normal text-slate-600">({item.contentType})</span>
                </p>
                {isShownContentItem(item.section, item.key) ? null : (
                  <p className="text-sm font-semibold text-red-800">
                    Not shown anywhere on the site: delete it, or see Business settings for the
                    phone and e-mail.
                  </p>
                )}
                <p className="break-words text-sm text-slate-700">{item.value}</p>
                <p className="mt-2 flex gap-2">
                  <ButtonLink to={`/admin/content/items/${item.id}`} variant="outline" size="sm">
                    Edit<span className="sr-only"> {item.key}</span>
                  </ButtonLink>
                  <ButtonLink
                    to={`/admin/content?delete=item-${item.id}`}
                    variant="danger"
                    size="sm"
                    preventScrollReset
                  >
                    Delete<span className="sr-only"> {item.key}</span>
                  </ButtonLink>
                </p>
                {confirm?.kind === 'item' && confirm.id === item.id ? (
                  <ConfirmDelete
                    question="Delete this content item?"
                    intent="delete-item"
                    id={item.id}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          {items.length === 0 ? <p className="mt-3 text-slate-700">No content items yet.</p> : null}
        </section>

        <section
          aria-labelledby="images-title"
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="images-title" className="text-lg font-bold text-brand-900">
              Site images ({images.length})
            </h2>
            <ButtonLink to="/admin/content/images/new" size="sm">
              Add Image
            </ButtonLink>
          </div>
          <ul className="mt-3 divide-y divide-slate-200">
            {images.map((image) => (
              <li key={image.id} className="flex gap-3 py-3">
                <img
                  src={image.imageUrl}
                  alt=""
                  width={80}
                  height={60}
                  className="h-15 w-20 shrink-0 rounded border border-slate-200 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    {image.title || `${image.section}.${image.key}`}
                  </p>
                  <p className="text-sm text-slate-700">
                    {image.section}.{image.key} · {image.isActive ? 'Active' : 'Inactive'}
                  </p>
                  {siteImagePlaceProblem(image.section) ? (
                    <p className="text-sm font-semibold text-red-800">
                      Not shown anywhere on the site (only "gallery" images are).
                    </p>
                  ) : null}
                  <p className="mt-2 flex gap-2">
                    <ButtonLink
                      to={`/admin/content/images/${image.id}`}
                      variant="outline"
                      size="sm"
                    >
                      Edit<span className="sr-only"> {image.key}</span>
                    </ButtonLink>
                    <ButtonLink
                      to={`/admin/content?delete=image-${image.id}`}
                      variant="danger"
                      size="sm"
                      preventScrollReset
                    >
                      Delete<span className="sr-only"> {image.key}</span>
                    </ButtonLink>
                  </p>
                  {confirm?.kind === 'image' && confirm.id === image.id ? (
                    <ConfirmDelete
                      question="Delete this image?"
                      intent="delete-image"
                      id={image.id}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {images.length === 0 ? <p className="mt-3 text-slate-700">No site images yet.</p> : null}
        </section>
      </div>
      <p className="text-sm text-slate-600">
        <Link to="/" className="underline">
          View the home page
        </Link>
      </p>
    </section>
  )
}
