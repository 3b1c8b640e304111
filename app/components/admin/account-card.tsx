/** The small centred card of the pages reached without the admin frame (invitation, reset). */
import type { ReactNode } from 'react'

export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {children}
      </div>
    </div>
  )
}

export function FormAlert({ message }: { message?: string | null }) {
  return message ? (
    <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-900">
      {message}
    </p>
  ) : null
}

export function TextInput({
  label,
  name,
  type = 'text',
  autoComplete,
}: {
  label: string
  name: string
  type?: string
  autoComplete?: string
}) {
  return (
    <label className="block text-sm font-semibold text-slate-800">
      {label}
      <input
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-normal"
      />
    </label>
  )
}
