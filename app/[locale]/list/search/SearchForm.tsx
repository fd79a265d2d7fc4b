'use client'

import { Search } from 'lucide-react'
import Form from 'next/form'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { useModal } from '@/components/ui/Modal'
import { localizedPath } from '@/lib/i18n/paths'
import { SEARCH_PARAMS } from './params'

type Field = 'babyName' | 'parentName' | 'lastName'
const FIELDS = ['babyName', 'parentName', 'lastName'] as const

/**
 * The list search form (docs/rules.md#list-search): a GET form that the server searches and renders
 * (`next/form` navigates without a full reload). A parent's first name is always required, and with it the baby's
 * first name or a last name (the parent's or the baby's: a baby without a name yet is found that way); 'Dit veld is
 * verplicht' shows once a field was left or after a submit, and an invalid submit sends nothing and focuses the first
 * field to fill. What only the server checks (the length) comes back as `fieldErrors`; a refusal (the rate limit) as
 * `serverError`, shown in the 'Oei!' modal.
 */
export function SearchForm({
  babyName,
  parentName,
  lastName,
  fieldErrors,
  serverError,
}: {
  babyName: string
  parentName: string
  lastName: string
  fieldErrors?: Partial<Record<Field, string>>
  serverError?: string
}) {
  const t = useTranslations('search')
  const locale = useLocale()
  const required = useTranslations('validation')('required')
  const modal = useModal()
  const inputs = {
    babyName: useRef<HTMLInputElement>(null),
    parentName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
  }
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(fieldErrors ?? {})
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})

  useEffect(() => {
    if (serverError) void modal.error(serverError)
  }, [serverError, modal])

  const filled = (field: Field) => !!inputs[field].current?.value.trim()
  const check = (field: Field): string | undefined => {
    if (field === 'parentName') return filled('parentName') ? undefined : required
    // The baby's first name may stay empty when a last name is given: never one first name alone.
    if (field === 'babyName') return filled('babyName') || filled('lastName') ? undefined : required
    return undefined
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const next = { babyName: check('babyName'), parentName: check('parentName'), lastName: undefined }
    setErrors(next)
    setTouched({ babyName: true, parentName: true, lastName: true })
    const wrong = FIELDS.find((field) => next[field])
    if (wrong) {
      event.preventDefault()
      inputs[wrong].current?.focus()
    }
  }

  const recheck = (field: Field) => {
    setErrors((now) => ({
      ...now,
      [field]: check(field),
      // A last name typed or cleared changes whether the baby's first name is needed.
      ...(field === 'lastName' && touched.babyName ? { babyName: check('babyName') } : {}),
    }))
  }

  const fields = [
    {
      name: 'babyName',
      param: SEARCH_PARAMS.baby,
      label: t('babyName'),
      value: babyName,
      hint: t('babyNameHint'),
      required: false,
    },
    {
      name: 'parentName',
      param: SEARCH_PARAMS.parent,
      label: t('parentName'),
      value: parentName,
      hint: undefined,
      required: true,
    },
    {
      name: 'lastName',
      param: SEARCH_PARAMS.lastName,
      label: t('lastName'),
      value: lastName,
      hint: t('lastNameHint'),
      required: false,
    },
  ] as const

  return (
    <Form
      action={localizedPath('/list/search', locale)}
      noValidate
      onSubmit={onSubmit}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 sm:p-7"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            ref={inputs[field.name]}
            id={`search-${field.name}`}
            name={field.param}
            label={field.label}
            hint={field.hint}
            type="text"
            defaultValue={field.value}
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            aria-required={field.required || undefined}
            error={errors[field.name]}
            className={field.name === 'lastName' ? 'sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]' : undefined}
            onBlur={() => {
              setTouched((seen) => ({ ...seen, [field.name]: true }))
              recheck(field.name)
            }}
            onChange={() => {
              if (touched[field.name] || (field.name === 'lastName' && touched.babyName)) recheck(field.name)
            }}
          />
        ))}
      </div>
      <Button type="submit" className="mt-6 w-full sm:w-auto">
        <Search className="size-5" aria-hidden="true" />
        {t('submit')}
      </Button>
    </Form>
  )
}
