import type { TextConsentWords } from '~/domain/text-consent'
import { useFromEnglish } from '../i18n'
import { CheckboxField, type FieldMeta } from './field'

/**
 * The unticked "Text me" checkbox of every form that takes a phone, with the wording the
 * server stores when it is ticked (the label, and the rest of the sentence under it). Plain
 * markup: no script of its own.
 */
export function TextConsentField({
  field,
  words,
  className,
}: {
  field: FieldMeta
  /** From the loader: the same words the server keeps with the consent. */
  words: TextConsentWords
  className?: string
}) {
  // The stored words are English; what the visitor reads is in the page's language.
  const fromEnglish = useFromEnglish()
  return (
    <CheckboxField
      className={className}
      field={field}
      label={fromEnglish(words.label)}
      hint={fromEnglish(words.details)}
    />
  )
}
