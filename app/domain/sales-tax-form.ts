/**
 * The owner's form of a county's sales surtax (app/routes-admin/admin.pricing-rules_.sales-tax.tsx):
 * the county, the surtax in percent (hundredths at most) and the date it applies from. Apart
 * from app/domain/florida-tax.ts so the cart's rule carries no zod.
 */
import { z } from 'zod'
import { TAX_COUNTIES } from '~/content/florida-sales-tax'
import { isCalendarDate } from './business-time'

/** Florida's surtaxes are a few percent at most; more is a typing mistake. */
export const MAX_SURTAX_PERCENT = 5

export const salesTaxRateFormSchema = z.object({
  county: z.enum(TAX_COUNTIES, { errorMap: () => ({ message: 'Choose a county' }) }),
  surtaxRatePercent: z.coerce
    .number({ invalid_type_error: 'Enter the surtax in percent, e.g. 1 or 0.5' })
    .min(0, 'The surtax cannot be negative')
    .max(MAX_SURTAX_PERCENT, `The surtax can be at most ${MAX_SURTAX_PERCENT}%`)
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      'Enter the surtax in hundredths of a percent at most, e.g. 0.5 or 1.25',
    ),
  appliesFrom: z
    .string({ required_error: 'Enter the date it applies from' })
    .trim()
    .refine(isCalendarDate, 'Enter the date it applies from (YYYY-MM-DD)'),
})

export const withdrawSalesTaxRateSchema = z.object({
  intent: z.literal('withdraw'),
  rateId: z.coerce.number().int().positive(),
})
