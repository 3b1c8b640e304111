import { Form } from '@remix-run/react'
import { TextConsentField } from '~/components/forms/text-consent-field'
import { useT } from '~/components/i18n'
import { buttonClass } from '~/components/ui/button'
import { TEXT_CONSENT_FIELD, type TextConsentWords } from '~/domain/text-consent'

/**
 * The estimate page's own small form for texts about the estimate: the unticked "Text me"
 * box with the wording the server keeps, or, once given, where the texts go. A plain post
 * (its route answers with a redirect back), with or without JavaScript.
 */
export function EstimateTextsForm({
  texts,
}: {
  texts: { action: string; phone: string; words: TextConsentWords; given: boolean }
}) {
  const t = useT()
  return (
    <section
      id="estimate-texts"
      aria-labelledby="estimate-texts-title"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="estimate-texts-title" className="text-lg font-semibold text-slate-900">
        {t('estimate.texts.title')}
      </h2>
      {texts.given ? (
        <p className="mt-2 text-slate-800">{t('estimate.texts.given', { phone: texts.phone })}</p>
      ) : (
        <Form method="post" action={texts.action} className="mt-2 space-y-3">
          <p className="text-slate-800">{t('estimate.texts.goTo', { phone: texts.phone })}</p>
          <TextConsentField
            field={{
              id: 'estimate-text-consent',
              name: TEXT_CONSENT_FIELD,
              errorId: 'estimate-text-consent-error',
              descriptionId: 'estimate-text-consent-hint',
            }}
            words={texts.words}
          />
          <button type="submit" className={buttonClass({ variant: 'outline' })}>
            {t('estimate.texts.save')}
          </button>
        </Form>
      )}
    </section>
  )
}
