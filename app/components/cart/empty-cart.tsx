import { useT } from '../i18n'
import { ButtonLink } from '../ui/button'

/** The cart (or checkout) with nothing to show: what to do next, and the way there. */
export function EmptyCart({
  title,
  text,
  to,
  label,
}: {
  title?: string
  text: string
  to: string
  label: string
}) {
  const t = useT()
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-8 text-center">
      <h2 className="text-2xl font-bold text-brand-900">{title ?? t('cart.empty.title')}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <ButtonLink to={to} size="lg" className="mt-5">
        {label}
      </ButtonLink>
    </div>
  )
}
