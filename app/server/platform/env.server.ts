import { z } from 'zod'

/**
 * Settings are read once and validated at boot. A missing or malformed required
 * setting stops the process with a message naming it.
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().url('must be an absolute URL').optional(),
)

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

/** The value .env.example publishes: fine on a laptop, never in production. */
export const EXAMPLE_SESSION_SECRET = 'dev-only-secret-change-me-0123456789'
export const PRODUCTION_SECRET_LENGTH = 32

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_PATH: z.string().min(1).default('./data/app.db'),
    UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
    SESSION_SECRET: optional,
    ADMIN_USERNAME: optional,
    ADMIN_PASSWORD: optional,
    /** Read by the seed only (db/seed.ts): `1` adds the demo staff with known passwords. */
    DEMO_STAFF: optional,
    SEED_DEMO_HISTORY: optional,
    BUSINESS_NAME: z.string().min(1).default('Tri-County Blinds & Shades'),
    BUSINESS_PHONE: z
      .string()
      .regex(/^\+?[0-9 ().-]{10,20}$/, 'must be a phone number such as (954) 555-0123')
      .default('(954) 555-0123'),
    BUSINESS_EMAIL: z.string().email('must be an e-mail address').default('info@example.com'),
    SITE_URL: z.string().url('must be an absolute URL').default('http://localhost:3000'),
    TIP_PAYMENT_URL: optionalUrl,
    MOCKS: booleanFlag,
    /** Multiplies every rate limit (load tests raise it; 1 in production). */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
    /** Sentry's DSN for error reports (docs/deploy.md); absent: nothing is reported. */
    SENTRY_DSN: optionalUrl,
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    S3_BUCKET: optional,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: optional,
    AWS_ACCESS_KEY_ID: optional,
    AWS_SECRET_ACCESS_KEY: optional,
    OPENAI_API_KEY: optional,
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /**
     * SMTP server for e-mail, e.g. smtps://user:pass@smtp.example.com:465; required on a
     * deployed machine (with MAIL_FROM and STAFF_EMAIL); absent locally: outbox table + log
     */
    SMTP_URL: optionalUrl,
    /** The sender of every e-mail, e.g. "Tri-County Blinds <bookings@example.com>" */
    MAIL_FROM: optional,
    /** Where staff notices go; absent (locally only): BUSINESS_EMAIL */
    STAFF_EMAIL: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().email('must be an e-mail address').optional(),
    ),
    /**
     * Texts (SMS) through Twilio: all three, or none (texts are then kept in the outbox as not
     * sent). The auth token also checks the signature of every inbound webhook.
     */
    TWILIO_ACCOUNT_SID: optional,
    TWILIO_AUTH_TOKEN: optional,
    /** The number texts come from, E.164 (+19545550123). */
    TWILIO_FROM_NUMBER: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .string()
        .regex(/^\+1\d{10}$/, 'must be a US number in E.164, e.g. +19545550123')
        .optional(),
    ),
    HOUSECALL_PRO_API_KEY: optional,
    HOUSECALL_PRO_WIDGET_TOKEN: optional,
    HOUSECALL_PRO_WIDGET_NAME: optional,
    /** Fly + LiteFS (fly.toml): the FUSE mount holding `.primary`; absent: one machine, primary. */
    LITEFS_DIR: optional,
    PRIMARY_REGION: optional,
    /** Set by Fly.io on every machine (never in fly.toml): this process runs deployed. */
    FLY_APP_NAME: optional,
    /** Where `npm run db:backup` writes its copies before any upload to S3. */
    BACKUP_DIR: z.string().min(1).default('./data/backups'),
    /** How long the server lets requests in flight finish after SIGTERM (server/index.js). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    // A deployed machine (Fly sets FLY_APP_NAME on every machine), not a local run of the
    // production build such as the end-to-end server or the replica harness (which runs two
    // machines' worth of LiteFS on this one, with mocked vendors and a shared uploads folder).
    const deployed = env.NODE_ENV === 'production' && Boolean(env.FLY_APP_NAME)
    if (deployed && env.MOCKS) {
      ctx.addIssue({
        code: 'custom',
        path: ['MOCKS'],
        message:
          'must be false on a deployed machine: mocks would answer for Stripe, S3 and OpenAI and accept fake payments',
      })
    }
    if (env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          "is required when STRIPE_SECRET_KEY is set: the signed webhook is what marks an order paid (Stripe's dashboard, Developers > Webhooks, endpoint /api/stripe-webhook)",
      })
    }
    if (deployed && env.LITEFS_DIR && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          "is required with LiteFS (LITEFS_DIR): photos kept on one machine's volume are missing on every other machine and lost with it (docs/deploy.md)",
      })
    }
    // Without them every message waits in the outbox: customers never get their private
    // links, confirmations or reminders, and staff never hear of a new lead.
    if (deployed) {
      const mail = {
        SMTP_URL: 'the SMTP server, e.g. smtps://user:password@smtp.example.com:465',
        MAIL_FROM: 'the sender, e.g. "Tri-County Blinds <bookings@example.com>"',
        STAFF_EMAIL: 'where notices of new leads, bookings and orders go',
      } as const
      for (const [name, what] of Object.entries(mail) as [keyof typeof mail, string][]) {
        if (env[name]) continue
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required on a deployed machine (${what}): without it no e-mail is sent (docs/deploy.md)`,
        })
      }
    }
    // Half the texting settings would keep every text unsent, or accept no reply (the
    // webhook's signature needs the token): all three or none.
    const texting = {
      TWILIO_ACCOUNT_SID: "the account's SID (AC…), Twilio console",
      TWILIO_AUTH_TOKEN: 'the auth token, which also checks the webhooks',
      TWILIO_FROM_NUMBER: 'the number texts come from, e.g. +19545550123',
    } as const
    const textingSet = (Object.keys(texting) as (keyof typeof texting)[]).filter((n) => env[n])
    if (deployed && textingSet.length > 0 && textingSet.length < 3) {
      for (const [name, what] of Object.entries(texting) as [keyof typeof texting, string][]) {
        if (env[name]) continue
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required with ${textingSet.join(' and ')} (${what}): texts are half configured (docs/deploy.md)`,
        })
      }
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (a long random string; comma-separate to rotate)',
      })
    }
    if (env.SESSION_SECRET && env.SESSION_SECRET.split(',')[0].length < 16) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'must be at least 16 characters',
      })
    }
    // Whoever knows the secret can forge any cookie (a cart, an admin session): in production
    // never the published example, never short. Each secret of a rotation list counts.
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET) {
      for (const secret of env.SESSION_SECRET.split(',').map((s) => s.trim())) {
        if (secret === EXAMPLE_SESSION_SECRET || secret.length < PRODUCTION_SECRET_LENGTH) {
          ctx.addIssue({
            code: 'custom',
            path: ['SESSION_SECRET'],
            message: `must be a random string of at least ${PRODUCTION_SECRET_LENGTH} characters in production, not the example from .env.example (e.g. openssl rand -hex 32)`,
          })
          break
        }
      }
    }
  })

export type Env = z.infer<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(settings)'}: ${issue.message}`,
    )
    throw new Error(`Invalid settings (see .env.example):\n${lines.join('\n')}`)
  }
  return result.data
}

let cached: Env | undefined

/** The validated settings; exits the process with the reason if they are invalid. */
export function getEnv(): Env {
  if (cached) return cached
  try {
    cached = parseEnv(process.env)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  return cached
}

/** Secrets used to sign cookies. A fixed development secret only outside production. */
export function getSessionSecrets(): string[] {
  const env = getEnv()
  return env.SESSION_SECRET
    ? env.SESSION_SECRET.split(',').map((s) => s.trim())
    : ['development-only-secret-do-not-use']
}

/** What the browser may know: an explicit allow-list. */
export function getPublicEnv() {
  const env = getEnv()
  return {
    BUSINESS_NAME: env.BUSINESS_NAME,
    BUSINESS_PHONE: env.BUSINESS_PHONE,
    BUSINESS_EMAIL: env.BUSINESS_EMAIL,
    SITE_URL: env.SITE_URL,
    STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY,
    HOUSECALL_PRO_WIDGET_TOKEN: env.HOUSECALL_PRO_WIDGET_TOKEN,
    HOUSECALL_PRO_WIDGET_NAME: env.HOUSECALL_PRO_WIDGET_NAME,
    // A DSN is public by design (it only lets a browser send reports); absent when not set.
    SENTRY_DSN: env.SENTRY_DSN,
  }
}
export type PublicEnv = ReturnType<typeof getPublicEnv>

/** Every setting's name, as validated above (deploy files are checked against it). */
export function settingNames(): string[] {
  return Object.keys(EnvSchema.innerType().shape)
}
