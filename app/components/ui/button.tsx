/**
 * The site's buttons, one look per role:
 * - primary: the one action the page is for (Get Free Quote, Call, Add to Cart, Request…),
 *   the accent colour, at most one or two per screen;
 * - secondary: the next most useful action (Book Appointment, View Cart), solid brand blue;
 * - outline: a quieter choice on a light background;
 * - inverse: a quieter choice on the dark blue heroes;
 * - ghost: small in-line actions (quantity steppers, Back);
 * - danger: removing or deleting.
 * `buttonClass` gives the same look to an `<a href="tel:…">` or any other element.
 * `controlClass` is the look of the text box or select beside them (the form kit's fields,
 * re-exported by ~/components/forms, and the blog's filters): kept here, in the module
 * every page already loads, so a page with a control or two but no form kit pays for no
 * extra file.
 */
import { Link, type LinkProps } from '@remix-run/react'
import { type AnchorHTMLAttributes, type ButtonHTMLAttributes, forwardRef } from 'react'

/** A text box's or select's look: border, focus ring, and red when aria-invalid (app/tailwind.css). */
export const controlClass = 'field-control'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'inverse' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent-500 font-bold text-brand-900 hover:bg-accent-400',
  secondary: 'bg-brand-700 font-semibold text-white hover:bg-brand-800',
  outline: 'border border-brand-700 bg-white font-semibold text-brand-800 hover:bg-brand-50',
  inverse: 'border border-white font-semibold text-white hover:bg-white/10',
  ghost: 'font-semibold text-brand-800 hover:bg-brand-50',
  danger: 'bg-red-700 font-semibold text-white hover:bg-red-800',
}

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2.5',
  lg: 'px-5 py-3',
  xl: 'px-6 py-3.5 text-lg',
}

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }

export function buttonClass(
  { variant = 'primary', size = 'md', block = false }: ButtonStyle = {},
  className = '',
): string {
  return [
    // The base look, named in app/tailwind.css (it was a fifth of a page's class bytes).
    'btn',
    VARIANTS[variant],
    SIZES[size],
    block ? 'w-full' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ')
}

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>
>(function Button({ variant, size, block, className, type = 'submit', ...props }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      {...props}
    />
  )
})

/** A link to a page of the site that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonStyle & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />
}

/** A plain anchor (tel:, mailto:, another site) that looks like a button. */
export function ButtonAnchor({
  variant,
  size,
  block,
  className,
  ...props
}: ButtonStyle & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClass({ variant, size, block }, className)} {...props} />
}
