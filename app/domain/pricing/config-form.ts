/**
 * The configurator form: its field names, how its values read from a form post, and how
 * they turn into a configuration. Pure and free of zod, so the browser (live price) and the
 * server (Add to Cart, Update price) read the form the same way. Anything a browser adds
 * (a price, a forged option) is either ignored or refused; the server looks up the fabric
 * and options in the database before anything is stored.
 */
import { MAX_QUANTITY, MIN_QUANTITY, ROOM_LABEL_MAX } from '../cart'
import { nearestEighth, toEighths } from './dimensions'
import { DEFAULT_HEIGHT_INCHES, DEFAULT_WIDTH_INCHES, FRACTION_LABELS } from './limits'
import type {
  Configuration,
  ControlSide,
  MountType,
  OperationType,
  PricedProductType,
} from './types'

/**
 * The configurator form's id: it posts to `#configure`, so after a post without JavaScript the
 * browser scrolls to the form, where the confirmation or the error summary is.
 */
export const CONFIGURATOR_ANCHOR = 'configure'

/** A fabric's card on the configurator: where its 'Free sample' without JavaScript comes back to. */
export function swatchAnchor(fabricId: number | string): string {
  return `swatch-${fabricId}`
}

export interface ConfigFormValues {
  widthWhole: string
  widthFraction: string
  heightWhole: string
  heightFraction: string
  fabricId: string
  mountType: string
  operationType: string
  controlSide: string
  /** Codes of the checked options ('option' fields). */
  options: string[]
  quantity: string
  /** Where the shade will hang ("Master bedroom"), optional; the cart line's room label. */
  room: string
}

export type ConfigField =
  | 'width'
  | 'height'
  | 'fabric'
  | 'mountType'
  | 'operationType'
  | 'controlSide'
  | 'options'
  | 'quantity'
  | 'email'
  | 'form'

export type ConfigErrors = Partial<Record<ConfigField, string>>

/** A configurator post, read and checked: the configuration, its fabric and the quantity. */
export interface ParsedConfig extends Configuration {
  fabricSwatchId: number
  quantity: number
  roomLabel: string | null
}

export function defaultConfigValues(defaultOptionCodes: string[]): ConfigFormValues {
  return {
    widthWhole: String(DEFAULT_WIDTH_INCHES),
    widthFraction: '0',
    heightWhole: String(DEFAULT_HEIGHT_INCHES),
    heightFraction: '0',
    fabricId: '',
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'right',
    options: defaultOptionCodes,
    quantity: '1',
    room: '',
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, 64) : ''
}

/** The form's values as posted (strings, capped in length). */
export function readConfigForm(form: FormData): ConfigFormValues {
  return {
    widthWhole: text(form, 'widthWhole'),
    widthFraction: text(form, 'widthFraction'),
    heightWhole: text(form, 'heightWhole'),
    heightFraction: text(form, 'heightFraction'),
    fabricId: text(form, 'fabricId'),
    mountType: text(form, 'mountType'),
    operationType: text(form, 'operationType'),
    controlSide: text(form, 'controlSide'),
    options: form
      .getAll('option')
      .filter((v): v is string => typeof v === 'string')
      .slice(0, 32)
      .map((v) => v.slice(0, 64)),
    quantity: text(form, 'quantity'),
    room: text(form, 'room').slice(0, ROOM_LABEL_MAX),
  }
}

const FRACTION = /^[0-7]$/

/** Empty (then refused by the size limits, as docs/requirements.md#shop-configurators-and-pricing says) or whole inches. */
const WHOLE_INCHES = /^\s*\d{0,4}\s*$/
export const WHOLE_INCHES_MESSAGE = 'Enter whole inches; choose the eighths from the list'

/**
 * Why a typed size is refused. A decimal gets the size it would be to the nearest eighth, so
 * the customer sees what to enter (docs/requirements.md, R18: refused, never silently cut to 48).
 */
export function wholeInchesError(typed: string): string {
  const nearest = typed.includes('.') ? nearestEighth(typed) : null
  if (!nearest) return WHOLE_INCHES_MESSAGE
  const shown = typed.trim()
  if (nearest.eighths === 0) {
    return `${shown} is not whole inches: to the nearest eighth that is ${nearest.whole}. Enter ${nearest.whole} and choose 0 from the fraction list.`
  }
  const fraction = FRACTION_LABELS[nearest.eighths]
  return `${shown} is not whole inches: to the nearest eighth that is ${nearest.whole} ${fraction}. Enter ${nearest.whole} and choose ${fraction} from the fraction list.`
}

function readQuantity(text: string): number {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : 0
}

/**
 * Why a typed quantity is refused (not a whole number from 1 to 99), or undefined: said next to
 * the field, never quietly changed to 99 or 1.
 */
export function quantityError(text: string): string | undefined {
  const quantity = readQuantity(text)
  if (quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    return `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}`
  }
  return undefined
}

/**
 * Values -> configuration. Whole inches must be digits only (see below); fractions must be
 * 0-7 eighths. Mount, operation and side must be one of their values (zebra and roller only).
 */
export function parseConfigValues(
  productType: PricedProductType,
  values: ConfigFormValues,
): { ok: true; config: ParsedConfig } | { ok: false; errors: ConfigErrors } {
  const errors: ConfigErrors = {}
  // 48.9, 48abc or 120e1 would silently become 48" or 120": what is ordered must be what was
  // typed (docs/requirements.md, R18), so only whole inches pass; the eighths come from their own list.
  if (!WHOLE_INCHES.test(values.widthWhole)) errors.width = wholeInchesError(values.widthWhole)
  if (!WHOLE_INCHES.test(values.heightWhole)) errors.height = wholeInchesError(values.heightWhole)
  if (values.widthFraction !== '' && !FRACTION.test(values.widthFraction)) {
    errors.width = 'Choose a fraction in eighths'
  }
  if (values.heightFraction !== '' && !FRACTION.test(values.heightFraction)) {
    errors.height = 'Choose a fraction in eighths'
  }
  const fabricSwatchId = /^\d{1,9}$/.test(values.fabricId) ? Number(values.fabricId) : 0
  if (!fabricSwatchId) errors.fabric = 'Choose a fabric'
  const quantity = readQuantity(values.quantity)
  const badQuantity = quantityError(values.quantity)
  if (badQuantity) errors.quantity = badQuantity
  let mountType: MountType | null = null
  let operationType: OperationType | null = null
  let controlSide: ControlSide | null = null
  if (productType !== 'regular') {
    if (values.mountType === 'inside' || values.mountType === 'outside') {
      mountType = values.mountType
    } else errors.mountType = 'Choose inside or outside mount'
    if (values.operationType === 'manual' || values.operationType === 'motorized') {
      operationType = values.operationType
    } else errors.operationType = 'Choose manual or motorized'
    if (operationType === 'manual') {
      if (values.controlSide === 'left' || values.controlSide === 'right') {
        controlSide = values.controlSide
      } else errors.controlSide = 'Choose the control side'
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    config: {
      productType,
      fabricSwatchId,
      widthEighths: toEighths(values.widthWhole, values.widthFraction || 0),
      heightEighths: toEighths(values.heightWhole, values.heightFraction || 0),
      mountType,
      operationType,
      controlSide,
      optionCodes: [...new Set(values.options)],
      quantity,
      roomLabel: values.room.trim().slice(0, ROOM_LABEL_MAX) || null,
    },
  }
}

/** A configurator action's answer: the values and errors, and the line when Add to Cart worked. */
export type ConfiguratorActionData = {
  intent: 'price' | 'add' | 'email'
  values: ConfigFormValues
  errors: ConfigErrors
  added?: AddedLine
  /** "E-mail me this design": the address it was just sent to (never stored). */
  emailedTo?: string
}

/**
 * The line just added, as the confirmation shows it: the figures the cart shows for it
 * (unit price, installation and the all-in price before tax, from `lineCharges`).
 */
export interface AddedLine {
  lineId: number
  unitPriceCents: number
  quantity: number
  installationCents: number
  allInCents: number
  summary: string
  /** The summary's parts, for the page to say it in its language: the product's English name. */
  name: string
  fabric: string
  /** '48" W x 72" H'. */
  size: string
}
