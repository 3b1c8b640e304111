/**
 * The staff form of a product's lead time (app/routes-admin/admin.pricing-rules_.lead-times.tsx):
 * business days of production and of the installation window, each a range from ≤ to.
 * Apart from app/domain/lead-time.ts so the public pages' rule carries no zod.
 */
import { z } from 'zod'

/** The most business days staff may set for either part (about a year). */
export const MAX_LEAD_DAYS = 250

const days = (label: string) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be a whole number of business days` })
    .int(`${label} must be a whole number of business days`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_LEAD_DAYS, `${label} can be at most ${MAX_LEAD_DAYS} business days`)

/** The staff form: one product's production and installation window. */
export const leadTimeFormSchema = z
  .object({
    productType: z.enum(['regular', 'zebra', 'roller'], {
      errorMap: () => ({ message: 'Choose a product' }),
    }),
    productionMinDays: days('Production (from)'),
    productionMaxDays: days('Production (to)'),
    installMinDays: days('Installation (from)'),
    installMaxDays: days('Installation (to)'),
  })
  .superRefine((value, ctx) => {
    if (value.productionMaxDays < value.productionMinDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['productionMaxDays'],
        message: 'Production (to) cannot be shorter than Production (from)',
      })
    }
    if (value.installMaxDays < value.installMinDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['installMaxDays'],
        message: 'Installation (to) cannot be shorter than Installation (from)',
      })
    }
  })
