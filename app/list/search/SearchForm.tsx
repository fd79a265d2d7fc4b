'use client'

import { Search } from 'lucide-react'
import Form from 'next/form'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { useModal } from '@/components/ui/Modal'
import { SEARCH_PARAMS } from './params'


type Field = 'babyName' | 'parentName'

/**
 * The list search form (spec §2 "List search", §5): a GET form that the server searches and renders (`next/form`
 * navigates without a full reload). Both names are required ('Dit veld is verplicht'): an error shows once a field
 * was left or after a submit, and an invalid submit sends nothing and focuses the first empty field. What only the
 * server checks (the length) comes back as `fieldErrors`; a refusal (the rate limit) as `serverError`, shown in the
 * 'Oei!' modal (spec §8).
 */
export function SearchForm({
  babyName,
  parentName,
  fieldErrors,
  serverError,
}: {
  babyName: string
  parentName: string
  fieldErrors?: Partial<Record<Field, string>>
  serverError?: string
}) {
  const t = useTranslations('search')
  const required = useTranslations('validation')('required')
  const modal = useModal()
  const inputs = { babyName: useRef<HTMLInputElement>(null), parentName: useRef<HTMLInputElement>(null) }
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(fieldErrors ?? {})
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})

  useEffect(() => {
    if (serverError) void modal.error(serverError)
  }, [serverError, modal])

  const check = (field: Field): string | undefined => (inputs[field].current?.value.trim() ? undefined : required)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const next = { babyName: check('babyName'), parentName: check('parentName') }
    setErrors(next)
    setTouched({ babyName: true, parentName: true })
    const wrong = (['babyName', 'parentName'] as const).find((field) => next[field])
    if (wrong) {
      event.preventDefault()
      inputs[wrong].current?.focus()
      return
    }
  }

  const fields = [
    { name: 'babyName', param: SEARCH_PARAMS.baby, label: t('babyName'), value: babyName },
    { name: 'parentName', param: SEARCH_PARAMS.parent, label: t('parentName'), value: parentName },
  ] as const

  return (
    <Form action="/list/search" noValidate onSubmit={onSubmit} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 sm:p-7">
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            ref={inputs[field.name]}
            id={`search-${field.name}`}
            name={field.param}
            label={field.label}
            type="text"
            defaultValue={field.value}
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            aria-required="true"
            error={errors[field.name]}
            onBlur={() => {
              setTouched((seen) => ({ ...seen, [field.name]: true }))
              setErrors((now) => ({ ...now, [field.name]: check(field.name) }))
            }}
            onChange={() => {
              if (touched[field.name]) setErrors((now) => ({ ...now, [field.name]: check(field.name) }))
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
