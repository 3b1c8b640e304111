import type { MetaFunction } from '@remix-run/node'
import { ErrorPage } from '~/components/error-page'
import { useBusinessPhone } from '~/hooks/use-root-data'

// Any path no route claims: a real HTTP 404.
export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export const meta: MetaFunction = () => [
  { title: '404 Page Not Found' },
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <ErrorPage status={404} phone={useBusinessPhone()} />
}
