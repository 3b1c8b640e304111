/** A category or tag as the blog pages show it. */
export type BlogTerm = { name: string; slug: string }
