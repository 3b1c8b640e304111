import type { ButtonHTMLAttributes, ReactNode } from 'react'

/**
 * A choice that puts itself in the URL: a submit button of a GET form (`name=value`), so it
 * works without JavaScript and every choice is a page in the browser's history.
 */
export function ChoiceButton({
  chosen,
  children,
  className = '',
  ...button
}: { chosen: boolean; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="submit"
      aria-pressed={chosen}
      className={`rounded-lg border-2 p-3 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-500 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 ${
        chosen
          ? 'border-brand-700 bg-brand-50 text-brand-900'
          : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600'
      } ${className}`}
      {...button}
    >
      {children}
    </button>
  )
}
