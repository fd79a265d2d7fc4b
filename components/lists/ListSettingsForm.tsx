'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck, Save, Sparkles } from 'lucide-react'
import { useRouter } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useForm, useWatch, type RegisterOptions } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { Button } from '@/components/ui/Button'
import { setFieldErrors } from '@/components/ui/field-errors'
import { CheckboxField, TextareaField, TextField } from '@/components/ui/TextField'
import type { ActionResult } from '@/lib/http/action'
import type { ListView } from '@/lib/lists'
import { formatIban } from '@/lib/payments/iban'
import { PAYEE_NAME_MAX, parentsPayeeName, payeeName } from '@/lib/payments/payee'
import { birthDateWindow } from '@/lib/lists/birth-date'
import { listFields, listSchemaFor, type ListInput, type ListValues } from '@/lib/validation/list'
import { DeleteListButton } from './DeleteListButton'
import { ListPrivacyFields } from './ListPrivacyFields'

/** The fields of the privacy part (`ListPrivacyFields`); every other field is a text field of `field()`. */
type PrivacyField = 'visibility' | 'accessCode' | 'ibanPublic' | 'thankPayers'

/** What the save actions answer: where the list lives, and on the settings page the list as it was stored. */
type Saved = { id: number; url: string; list?: ListView }

interface ListSettingsFormProps {
  /** The list being edited; absent on /list/create and /list/tempcreate. */
  list?: ListView
  /** `createListAction` or `updateListAction` (server actions; `id` only when editing). */
  save: (input: { id: number; values: ListValues }) => Promise<ActionResult<Saved>>
  /** `deleteListAction`, on the settings page only. */
  remove?: (input: { id: number }) => Promise<ActionResult<{ next: string }>>
  /** Today's Belgian date (yyyy-MM-dd) as the server sees it: the birth date's window is counted from it. */
  today: string
  /** The child as the list names it ('Noor Peeters' or 'Baby van Sofie en Jonas'), for the delete confirmation. */
  child?: string
}

/** The form's starting values: the list as it is (IBAN in groups of four), or empty fields. */
function initialValues(list?: ListView): ListInput {
  return {
    firstName: list?.firstName ?? '',
    lastName: list?.lastName ?? '',
    birthDate: list?.birthDate ?? '',
    city: list?.city ?? '',
    parent1FirstName: list?.parent1FirstName ?? '',
    parent1LastName: list?.parent1LastName ?? '',
    parent2FirstName: list?.parent2FirstName ?? '',
    parent2LastName: list?.parent2LastName ?? '',
    iban: list ? formatIban(list.iban) : '',
    accountHolder: list ? payeeName(list) : '',
    introduction: list?.introduction ?? '',
    visibility: list?.visibility ?? 'PUBLIC',
    accessCode: list?.accessCode ?? '',
    ibanPublic: list?.ibanPublic ?? true,
    thankPayers: list?.thankPayers ?? false,
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 sm:p-7">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-stone-900">{title}</legend>
      <div className="clear-left grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/**
 * The list form (docs/rules.md#lists; create and edit): react-hook-form with the server's own
 * `listSchema`, errors shown once a field was left or after a submit; an invalid submit shows every error and sends
 * nothing. The IBAN is shown in groups of four when the field is left. Creating goes to the new list's page; saving
 * the settings stays on the form, which then shows the list as it was stored (trimmed names, the IBAN in groups of
 * four) with a short 'Opgeslagen' notice, and refreshes the server-rendered parts (sidebar, headings) (decision 041).
 * Server errors: field messages under the fields, the rest in 'Oei!'.
 * The birth date lies from 1 year back to 10 months ahead of `today` (the date input's min and max), except that a
 * list keeps the date it has (decision 033).
 */
export function ListSettingsForm({ list, save, remove, today, child }: ListSettingsFormProps) {
  const t = useTranslations('listForm')
  const router = useRouter()
  const run = useActionRunner()
  const [initial, setInitial] = useState(() => initialValues(list))
  const schema = useMemo(() => listSchemaFor({ today, stored: list?.birthDate }), [today, list?.birthDate])
  const dates = birthDateWindow(today)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    reset,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useForm<ListInput, unknown, ListValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initial,
  })
  // The account holder's name follows the parents' names until the parents type one of their own.
  const parents = useWatch({
    control,
    name: ['parent1FirstName', 'parent1LastName', 'parent2FirstName', 'parent2LastName'],
  })
  const proposed = parentsPayeeName({
    parent1FirstName: (parents[0] ?? '').trim(),
    parent1LastName: (parents[1] ?? '').trim(),
    parent2FirstName: (parents[2] ?? '').trim() || null,
    parent2LastName: (parents[3] ?? '').trim() || null,
  })
  const accountHolderTyped = !!dirtyFields.accountHolder
  useEffect(() => {
    if (!list && !accountHolderTyped) setValue('accountHolder', proposed, { shouldDirty: false })
  }, [list, accountHolderTyped, proposed, setValue])
  // Set once saved: the button stays busy while the next page loads.
  const [leaving, setLeaving] = useState(false)
  // Set once the settings were saved; the notice shows until a field changes again.
  const [saved, setSaved] = useState(false)

  const submit = async (values: ListValues) => {
    const saved = await run(save({ id: list?.id ?? 0, values }), {
      onFields: (fields) => setFieldErrors(setError, listFields, fields),
    })
    if (!saved) return
    if (list && saved.list) {
      // What the server stored, not what was typed: the form shows the saved list at once.
      const stored = initialValues(saved.list)
      setInitial(stored)
      reset(stored)
      setSaved(true)
      router.refresh()
      return
    }
    setLeaving(true)
    router.push(`/list/${saved.url}`)
    router.refresh()
  }

  const field = (
    name: Exclude<(typeof listFields)[number], PrivacyField>,
    required: boolean,
    options?: RegisterOptions<ListInput, typeof name>,
  ) => ({
    id: `list-${name}`,
    label: t(name),
    error: errors[name]?.message,
    'aria-required': required || undefined,
    // Also in the server-rendered HTML, so the settings show before the form is hydrated.
    defaultValue: initial[name] ?? '',
    ...register(name, options),
  })

  const busy = isSubmitting || leaving

  return (
    <div className="space-y-8">
      <form method="post" noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
        <Section title={t('babySection')}>
          <TextField
            {...field('firstName', false)}
            type="text"
            autoComplete="off"
            autoCapitalize="words"
            hint={t('firstNameHint')}
          />
          <TextField {...field('lastName', true)} type="text" autoComplete="off" autoCapitalize="words" />
          <TextField
            {...field('birthDate', true)}
            type="date"
            min={dates.min}
            max={dates.max}
            hint={t('birthDateHint')}
            className="sm:col-span-2 sm:max-w-xs"
          />
          <TextField
            {...field('city', false)}
            type="text"
            autoComplete="address-level2"
            autoCapitalize="words"
            hint={t('cityHint')}
            className="sm:col-span-2"
          />
        </Section>

        <Section title={t('parent1Section')}>
          <TextField
            {...field('parent1FirstName', true)}
            type="text"
            autoComplete="given-name"
            autoCapitalize="words"
          />
          <TextField
            {...field('parent1LastName', true)}
            type="text"
            autoComplete="family-name"
            autoCapitalize="words"
          />
        </Section>

        <Section title={t('parent2Section')}>
          <TextField {...field('parent2FirstName', false)} type="text" autoComplete="off" autoCapitalize="words" />
          <TextField {...field('parent2LastName', false)} type="text" autoComplete="off" autoCapitalize="words" />
        </Section>

        <Section title={t('listSection')}>
          <TextField
            {...field('iban', true, {
              // Groups of four once the field is left: easy to compare with a bank card.
              onBlur: (event) => setValue('iban', formatIban(String(event.target.value)), { shouldValidate: true }),
            })}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t('ibanHint')}
            className="sm:col-span-2"
          />
          <TextField
            {...field('accountHolder', false)}
            type="text"
            autoComplete="off"
            autoCapitalize="words"
            maxLength={PAYEE_NAME_MAX}
            hint={t('accountHolderHint')}
            className="sm:col-span-2"
          />
          <CheckboxField
            id="list-thankPayers"
            label={t('thankPayers')}
            hint={t('thankPayersHint')}
            error={errors.thankPayers?.message}
            defaultChecked={initial.thankPayers ?? false}
            className="sm:col-span-2"
            {...register('thankPayers')}
          />
          <TextareaField
            {...field('introduction', false)}
            rows={7}
            hint={list ? t('introductionHint') : t('introductionHintCreate')}
            className="sm:col-span-2"
          />
        </Section>

        <Section title={t('privacySection')}>
          <ListPrivacyFields
            register={register}
            control={control}
            setValue={setValue}
            errors={errors}
            initial={initial}
          />
        </Section>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
            {list ? <Save className="size-5" aria-hidden="true" /> : <Sparkles className="size-5" aria-hidden="true" />}
            {busy ? t('submitting') : list ? t('submitSave') : t('submitCreate')}
          </Button>
          {list && (
            // Always in the page, so screen readers announce the notice when it appears.
            <p role="status" className="flex items-center gap-1.5 font-semibold text-emerald-700">
              {saved && !isDirty && (
                <>
                  <CircleCheck className="size-5" aria-hidden="true" />
                  {t('saved')}
                </>
              )}
            </p>
          )}
        </div>
      </form>

      {list && remove && (
        <DeleteListButton list={list} child={child ?? `${list.firstName} ${list.lastName}`.trim()} remove={remove} />
      )}
    </div>
  )
}
