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
import {
  HOME_CONTENT_DEFAULTS_ES,
  type HomeContent,
  type HomeSpanish,
  homeContentSchema,
  homeSpanishSchema,
} from '~/domain/site-content'

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

/**
 * The home texts of the Spanish page (issue 41). Each is optional: left empty, the Spanish page
 * shows the Spanish of the default text while the English one is the default, else the English
 * with a note that it is shown in English.
 */
export function HomeSpanishForm({
  defaults,
  lastResult,
}: {
  defaults: HomeSpanish
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const [form, fields] = useValidatedForm({
    id: 'home-spanish',
    schema: homeSpanishSchema,
    lastResult,
    defaultValue: defaults,
  })
  const navigation = useNavigation()
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'home-es'
  const empty = 'Empty: the Spanish page shows'
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="home-es" />
      <ErrorSummary
        id="home-spanish-summary"
        {...conformSummaryErrors(form, [fields.heroTitle, fields.heroSubtitle, fields.aboutText])}
      />
      <Field
        field={fields.heroTitle}
        label="Hero title in Spanish"
        lang="es"
        hint={`${empty} “${HOME_CONTENT_DEFAULTS_ES.heroTitle}” (or your English title once you change it)`}
      />
      <TextareaField
        field={fields.heroSubtitle}
        label="Hero subtitle in Spanish"
        lang="es"
        rows={2}
        hint={`${empty} the default's Spanish, or your English subtitle once you change it`}
      />
      <TextareaField
        field={fields.aboutText}
        label="About text in Spanish"
        lang="es"
        rows={4}
        hint={`${empty} the default's Spanish, or your English text once you change it`}
      />
      <Button disabled={saving}>{saving ? 'Saving…' : 'Save Spanish texts'}</Button>
    </Form>
  )
}
