import { useRouteLoaderData } from '@remix-run/react'
import {
  blogSearchPreview,
  SEARCH_DESCRIPTION_MAX,
  SEARCH_TITLE_MAX,
} from '~/domain/blog-search-preview'
import { siteFromEnv } from '~/utils/seo'

/**
 * How the post may look in a search result (issue 32): title, address, description, with
 * their lengths and a warning when a search engine would cut them. Rendered by the server
 * from the saved values; with JavaScript it follows what is typed.
 */
export function BlogSearchPreview({
  values,
}: {
  values: { title: string; slug: string; metaDescription: string; excerpt: string }
}) {
  const root = useRouteLoaderData('root') as { env?: Record<string, string> } | undefined
  const preview = blogSearchPreview(values, siteFromEnv(root?.env))
  return (
    <section
      aria-labelledby="search-preview-title"
      data-testid="search-preview"
      className="rounded-md border border-slate-200 p-4"
    >
      <h2 id="search-preview-title" className="font-semibold text-slate-800">
        Search result preview
      </h2>
      <div className="mt-2 max-w-xl break-words">
        <p className="text-sm text-slate-700">{preview.url}</p>
        <p className="text-lg text-blue-800">{preview.title}</p>
        <p className="text-sm text-slate-800">
          {preview.description || <em>No description: add an excerpt or meta description.</em>}
        </p>
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <Length
          name="Title"
          length={preview.titleLength}
          max={SEARCH_TITLE_MAX}
          tooLong={preview.titleTooLong}
        />
        <Length
          name="Description"
          length={preview.descriptionLength}
          max={SEARCH_DESCRIPTION_MAX}
          tooLong={preview.descriptionTooLong}
        />
      </dl>
    </section>
  )
}

function Length({
  name,
  length,
  max,
  tooLong,
}: {
  name: string
  length: number
  max: number
  tooLong: boolean
}) {
  return (
    <div>
      <dt className="inline font-semibold">{name}: </dt>
      <dd className={`inline ${tooLong ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
        {length} of ~{max} characters
        {tooLong ? ` (too long: search engines cut it after ~${max})` : ''}
      </dd>
    </div>
  )
}
