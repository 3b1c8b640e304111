import type { TextConsentWords } from '~/domain/text-consent'
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
  /** From the loader, in the page's language: the same words the server keeps with the consent. */
  words: TextConsentWords
  className?: string
}) {
  // In the page's language already: the server keeps these very words when the box is ticked.
  return (
    <CheckboxField className={className} field={field} label={words.label} hint={words.details} />
  )
}
