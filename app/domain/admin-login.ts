/** The admin login form (the page and POST /api/admin/login share the rules). */
import { z } from 'zod'
import { requiredText } from './form-rules'

export const adminLoginSchema = z.object({
  username: requiredText('Username', 100),
  password: z
    .string({ required_error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
  redirectTo: z.string().max(500).optional(),
})
