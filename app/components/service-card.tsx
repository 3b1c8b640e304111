import { Link } from '@remix-run/react'
import type { Service } from '~/content/services'
import { useLocalePath, useT } from './i18n'
import { ServiceIcon } from './service-icon'

/** A service in a grid: icon, name, description, link to its page. */
export function ServiceCard({
  service,
  headingLevel = 3,
}: {
  service: Pick<Service, 'id' | 'icon' | 'name' | 'description'>
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const t = useT()
  const to = useLocalePath()
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <ServiceIcon name={service.icon} />
      </span>
      <Heading className="mt-4 text-xl font-bold text-brand-900">{service.name}</Heading>
      <p className="mt-2 flex-1 text-slate-700">{service.description}</p>
      <Link
        to={to(`/services/${service.id}`)}
        className="mt-4 inline-block font-semibold text-brand-700 underline hover:text-brand-600"
      >
        {t('services.learnMore')}
        <span className="sr-only">{t('services.learnMoreAbout', { name: service.name })}</span>
      </Link>
    </li>
  )
}
