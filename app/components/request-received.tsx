import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { telHref } from '~/content/business'

/**
 * What a public form shows in its place once the request is stored (the page is loaded
 * again with `?submitted=1`): what happens next, the phone for anything urgent, and a way to
 * send another request.
 */
export function RequestReceived({
  title,
  children,
  phone,
  anotherHref,
  anotherLabel = 'Send another request',
  className = '',
}: {
  title: string
  /** The promise, ending where the phone number follows ("… Need us sooner? Call"). */
  children: ReactNode
  phone: string
  anotherHref: string
  /** The link to send another, in the page's language. */
  anotherLabel?: string
  className?: string
}) {
  return (
    <div role="status" className={`mt-6 rounded-xl border border-green-700 p-6 ${className}`}>
      <h3 className="text-xl font-bold text-green-800">{title}</h3>
      <p className="mt-2 text-slate-800">
        {children}{' '}
        <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
          {phone}
        </a>
        .
      </p>
      <p className="mt-4">
        <Link to={anotherHref} className="font-semibold text-brand-700 underline">
          {anotherLabel}
        </Link>
      </p>
    </div>
  )
}
