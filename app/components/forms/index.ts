export { ErrorList } from './error-list'
export { conformSummaryErrors, ErrorSummary, type SummaryError } from './error-summary'
export {
  CheckboxField,
  type ChoiceOption,
  controlClass,
  describedBy,
  Field,
  FieldLabel,
  type FieldMeta,
  RadioGroupField,
  SelectField,
  TextareaField,
} from './field'
export { HoneypotField } from './honeypot'
export { useLoadOnFirstUse } from './load-on-first-use'
export { useFocusOnReply, useOwnFormAction } from './own-action'
export { PublicFormFooter } from './public-form-footer'
export { useValidatedForm } from './use-validated-form'
