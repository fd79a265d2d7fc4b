import clsx from 'clsx'
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

/** The look of every text input: calm border, a clear focus ring, a pink border when invalid. */
export function inputClass(invalid: boolean, extra?: string): string {
  return clsx(
    'block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm transition-colors placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
    invalid ? 'border-blush-500' : 'border-stone-300',
    extra,
  )
}

/** What every field of the family takes beside its control's own attributes. */
interface FieldProps {
  id: string
  /** The Dutch validation message, shown under the field and announced with it. */
  error?: string
  /** A short help text under the field. */
  hint?: string
}

/** The attributes that tie a control to its hint and error for screen readers. */
function a11yProps({ id, hint, error }: FieldProps) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined,
  } as const
}

/** The hint and error lines under a field, with the ids `aria-describedby` points at. */
function FieldNotes({ id, hint, error }: FieldProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-blush-700">
          {error}
        </p>
      )}
    </>
  )
}

/** A label above its control, the notes below: the layout of text inputs and textareas. */
function StackedField({
  field,
  label,
  className,
  children,
}: {
  field: FieldProps
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={field.id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      <FieldNotes {...field} />
    </div>
  )
}

type TextFieldProps = FieldProps &
  InputHTMLAttributes<HTMLInputElement> & { label: string; ref?: Ref<HTMLInputElement> }

/**
 * A labelled text input with its hint and error tied to it (aria-describedby, aria-invalid), so every form
 * reads the same to a screen reader. Spread react-hook-form's `register(name)` into it.
 */
export function TextField({ id, label, error, hint, className, ref, ...input }: TextFieldProps) {
  return (
    <StackedField field={{ id, hint, error }} label={label} className={className}>
      <input ref={ref} {...a11yProps({ id, hint, error })} className={inputClass(!!error)} {...input} />
    </StackedField>
  )
}

type TextareaFieldProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; ref?: Ref<HTMLTextAreaElement> }

/** A labelled textarea, wired like `TextField` (hint and error announced with it). */
export function TextareaField({ id, label, error, hint, className, ref, ...textarea }: TextareaFieldProps) {
  return (
    <StackedField field={{ id, hint, error }} label={label} className={className}>
      <textarea
        ref={ref}
        {...a11yProps({ id, hint, error })}
        className={inputClass(!!error, 'min-h-28 leading-relaxed')}
        {...textarea}
      />
    </StackedField>
  )
}

type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { label: string; ref?: Ref<HTMLSelectElement>; children: ReactNode }

/** A labelled choice from a list (`<option>`s as children), wired like `TextField` (hint and error announced with it). */
export function SelectField({ id, label, error, hint, className, ref, children, ...select }: SelectFieldProps) {
  return (
    <StackedField field={{ id, hint, error }} label={label} className={className}>
      <select ref={ref} {...a11yProps({ id, hint, error })} className={inputClass(!!error)} {...select}>
        {children}
      </select>
    </StackedField>
  )
}

type CheckboxFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; ref?: Ref<HTMLInputElement> }

/** A checkbox with its label beside it, wired like `TextField` (hint and error announced with it). */
export function CheckboxField({ id, label, error, hint, className, ref, ...input }: CheckboxFieldProps) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          type="checkbox"
          {...a11yProps({ id, hint, error })}
          className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
          {...input}
        />
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    </div>
  )
}
