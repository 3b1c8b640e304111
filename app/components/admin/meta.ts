import type { MetaDescriptor } from '@remix-run/node'

/** Every admin page: its own title and kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin` }, { name: 'robots', content: 'noindex, nofollow' }]
}
