/**
 * The form that chooses a password on the pages reached by an e-mailed link: accepting an
 * invitation (with one's name) and a password reset. The refusal (too short, too common, the
 * two not the same, the link used) shows above the fields.
 */

import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { FormAlert, TextInput } from '~/components/admin/account-card'
import { Button } from '~/components/ui/button'
import { PASSWORD_MIN_LENGTH } from '~/domain/password-policy'

export function NewPasswordForm({
  refusal,
  label,
  submitLabel,
  children,
}: {
  refusal?: string | null
  /** "Password" or "New password": the fields read "<label> (at least …)" and "<label> again". */
  label: string
  submitLabel: string
  /** Fields before the password (the invitation's name). */
  children?: ReactNode
}) {
  return (
    <>
      <FormAlert message={refusal} />
      <Form method="post" className="mt-6 space-y-4">
        {children}
        <TextInput
          label={`${label} (at least ${PASSWORD_MIN_LENGTH} characters)`}
          name="password"
          type="password"
          autoComplete="new-password"
        />
        <TextInput
          label={`${label} again`}
          name="confirm"
          type="password"
          autoComplete="new-password"
        />
        <Button size="lg" block>
          {submitLabel}
        </Button>
      </Form>
    </>
  )
}
