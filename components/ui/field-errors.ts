import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/**
 * Puts the server's Dutch field messages (`ActionError.fields`) under their fields, in the form's order, and focuses
 * the first wrong one, as react-hook-form does for its own validation.
 */
export function setFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
  fields: Record<string, string>,
): void {
  let focus = true
  for (const name of names) {
    const message = fields[name]
    if (!message) continue
    setError(name, { message }, { shouldFocus: focus })
    focus = false
  }
}
