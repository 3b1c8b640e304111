import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import {
  conformSummaryErrors,
  ErrorSummary,
  Field,
  TextareaField,
  useValidatedForm,
} from '~/components/forms'
import { Button } from '~/components/ui/button'
import { type HomeContent, homeContentSchema } from '~/domain/site-content'

/** The content form: hero title and subtitle, about text, contact phone and e-mail. */
export function HomeContentForm({
  defaults,
  lastResult,
}: {
  defaults: HomeContent
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const [form, fields] = useValidatedForm({
    id: 'home-content',
    schema: homeContentSchema,
    lastResult,
    defaultValue: defaults,
  })
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'home'
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="home" />
      <ErrorSummary
        id="home-content-summary"
        {...conformSummaryErrors(form, [
          fields.heroTitle,
          fields.heroSubtitle,
          fields.aboutText,
          fields.contactPhone,
          fields.contactEmail,
        ])}
      />
      <Field field={fields.heroTitle} label="Hero title" />
      <TextareaField field={fields.heroSubtitle} label="Hero subtitle" rows={2} />
      <TextareaField field={fields.aboutText} label="About text" rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          field={fields.contactPhone}
          label="Contact phone"
          type="tel"
          autoComplete="off"
          hint="The business phone: header, footer and search engines too"
        />
        <Field
          field={fields.contactEmail}
          label="Contact e-mail"
          type="email"
          autoComplete="off"
          hint="The business e-mail, shown everywhere"
        />
      </div>
      <Button disabled={saving}>{saving ? 'Saving…' : 'Save Content'}</Button>
    </Form>
  )
}
