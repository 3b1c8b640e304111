import { useEffect } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { CUSTOMER_INFO_KEY, type CustomerInfo } from '~/domain/order'
import { Field, type FieldMeta } from '../forms'
import { useT } from '../i18n'

export const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'zipCode'] as const

/** The localStorage mirror of the customer's details (docs/requirements.md#cart). */
function mirrorCustomerInfo(info: Partial<CustomerInfo>) {
  try {
    window.localStorage.setItem(CUSTOMER_INFO_KEY, JSON.stringify(info))
  } catch {
    // Storage may be off (private mode); the session still remembers.
  }
}

function readMirroredCustomerInfo(): Partial<CustomerInfo> {
  try {
    const value = JSON.parse(window.localStorage.getItem(CUSTOMER_INFO_KEY) ?? '{}')
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

/** The customer's six fields (cart, checkout): which are required comes from the form's schema. */
export function CustomerFields({
  fields: f,
}: {
  fields: Record<(typeof CUSTOMER_FIELDS)[number], FieldMeta>
}) {
  const t = useT()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field field={f.name} label={t('cart.field.name')} autoComplete="name" />
      <Field field={f.email} label={t('cart.field.email')} type="email" autoComplete="email" />
      <Field field={f.phone} label={t('cart.field.phone')} type="tel" autoComplete="tel" />
      <Field field={f.address} label={t('cart.field.address')} autoComplete="street-address" />
      <Field field={f.city} label={t('cart.field.city')} autoComplete="address-level2" />
      <Field
        field={f.zipCode}
        label={t('cart.field.zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
      />
    </div>
  )
}

type CustomerName = (typeof CUSTOMER_FIELDS)[number]
type FieldWithValue = FieldMeta & { value?: unknown }

/**
 * The customer's details follow localStorage 'customerInfo' (docs/requirements.md#cart): details typed on
 * an earlier visit fill an empty form, and every change is written back. Returns the values.
 */
export function useCustomerMirror(
  form: { update: (options: { name: CustomerName; value: string }) => void },
  fields: Record<CustomerName, FieldWithValue>,
  stored: Partial<CustomerInfo>,
): Record<CustomerName, string> {
  const hydrated = useHydrated()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (Object.keys(stored).length) return
    const mirrored = readMirroredCustomerInfo()
    for (const name of CUSTOMER_FIELDS) {
      const value = mirrored[name]
      if (typeof value === 'string' && value) form.update({ name, value })
    }
  }, [])
  const values = Object.fromEntries(
    CUSTOMER_FIELDS.map((name) => [
      name,
      typeof fields[name].value === 'string' ? fields[name].value : '',
    ]),
  ) as Record<CustomerName, string>
  const json = JSON.stringify(values)
  useEffect(() => {
    if (hydrated) mirrorCustomerInfo(JSON.parse(json))
  }, [hydrated, json])
  return values
}
