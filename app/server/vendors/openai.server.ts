/**
 * The one door to the language model (docs/requirements.md, R12): blog drafts through the openai SDK,
 * asking for structured output, validated with zod. In development and tests MSW answers
 * (tests/mocks/openai.ts); in production without OPENAI_API_KEY generation is off.
 */

import OpenAI from 'openai'
import {
  GENERATED_POST_JSON_SCHEMA,
  type GeneratedPost,
  generatedPostSchema,
  generationPrompt,
} from '~/domain/blog-generation'
import type { Locale } from '~/domain/locale'
import { getEnv } from '../platform/env.server'

/** The key to use: the real one, or a stand-in the mock accepts outside production. */
function apiKey(): string | undefined {
  const env = getEnv()
  if (env.OPENAI_API_KEY) return env.OPENAI_API_KEY
  return env.MOCKS && env.NODE_ENV !== 'production' ? 'sk-mock' : undefined
}

export function isGenerationEnabled(): boolean {
  return Boolean(apiKey())
}

export class GenerationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GenerationError'
  }
}

let client: OpenAI | undefined

function openai(): OpenAI {
  const key = apiKey()
  if (!key) throw new GenerationError('Blog generation is off: OPENAI_API_KEY is not set')
  client ??= new OpenAI({ apiKey: key, timeout: 90_000, maxRetries: 1 })
  return client
}

/** One article for a city on the selected services, checked against the schema. */
export async function draftBlogPost(
  city: string,
  services: readonly string[],
  businessName: string,
  language: Locale = 'en',
): Promise<GeneratedPost> {
  let content: string | null | undefined
  try {
    const completion = await openai().chat.completions.create({
      model: getEnv().OPENAI_MODEL,
      temperature: 0.7,
      messages: [
        {
          role: 'system',
          content:
            'You write helpful, accurate blog articles for a local window-treatment business. Answer only with the JSON object asked for.',
        },
        { role: 'user', content: generationPrompt(city, services, businessName, language) },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'blog_post', strict: true, schema: GENERATED_POST_JSON_SCHEMA },
      },
    })
    content = completion.choices[0]?.message?.content
  } catch (error) {
    if (error instanceof GenerationError) throw error
    const status = error instanceof OpenAI.APIError ? ` (${error.status ?? 'no answer'})` : ''
    throw new GenerationError(`The language model could not be reached${status}`)
  }
  let json: unknown
  try {
    json = JSON.parse(content ?? '')
  } catch {
    throw new GenerationError('The language model did not answer with JSON')
  }
  const parsed = generatedPostSchema.safeParse(json)
  if (!parsed.success) {
    throw new GenerationError('The language model answered in an unexpected shape')
  }
  return parsed.data
}
