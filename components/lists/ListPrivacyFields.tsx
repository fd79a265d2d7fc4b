'use client'

import { KeyRound } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form'
import { Button } from '@/components/ui/Button'
import { CheckboxField, TextField } from '@/components/ui/TextField'
import { generateListCode, LIST_CODE_MAX } from '@/lib/lists/list-code'
import type { ListInput, ListValues } from '@/lib/validation/list'

/** The three choices, in the order of how open the list is. */
const VISIBILITIES = ['PUBLIC', 'UNLISTED', 'PROTECTED'] as const

interface ListPrivacyFieldsProps {
  register: UseFormRegister<ListInput>
  control: Control<ListInput, unknown, ListValues>
  setValue: UseFormSetValue<ListInput>
  errors: FieldErrors<ListInput>
  /** The form's starting values: the checked choice and the code also in the server-rendered HTML. */
  initial: Pick<ListInput, 'visibility' | 'accessCode' | 'ibanPublic'>
}

/**
 * The privacy part of the list form (decision 040): who can open the list (radio buttons, each with what it means),
 * the list code of a protected list with 'Genereer een code', and whether the IBAN stands at the top of the list.
 * The code stays in the form when another choice is made, so switching back needs no new code.
 */
export function ListPrivacyFields({ register, control, setValue, errors, initial }: ListPrivacyFieldsProps) {
  const t = useTranslations('listForm')
  const visibility = useWatch({ control, name: 'visibility' }) ?? initial.visibility ?? 'PUBLIC'

  return (
    <div className="grid gap-5 sm:col-span-2">
      <fieldset className="grid gap-3" aria-describedby={errors.visibility ? 'list-visibility-error' : undefined}>
        <legend className="mb-1 text-sm font-semibold text-stone-800">{t('visibility')}</legend>
        {VISIBILITIES.map((value) => (
          <div
            key={value}
            className="flex items-start gap-3 rounded-2xl p-3 ring-1 ring-stone-200 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-brand-300"
          >
            <input
              id={`list-visibility-${value}`}
              type="radio"
              value={value}
              defaultChecked={(initial.visibility ?? 'PUBLIC') === value}
              aria-describedby={`list-visibility-${value}-hint`}
              className="mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              {...register('visibility')}
            />
            <div className="flex flex-col gap-0.5">
              <label htmlFor={`list-visibility-${value}`} className="text-sm font-semibold text-stone-800">
                {t(`visibility${value}`)}
              </label>
              <p id={`list-visibility-${value}-hint`} className="text-xs text-stone-600">
                {t(`visibility${value}Hint`)}
              </p>
            </div>
          </div>
        ))}
        {errors.visibility?.message && (
          <p id="list-visibility-error" className="text-sm font-medium text-blush-700">
            {errors.visibility.message}
          </p>
        )}
      </fieldset>

      {visibility === 'PROTECTED' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
          <TextField
            id="list-accessCode"
            label={t('accessCode')}
            hint={t('accessCodeHint')}
            error={errors.accessCode?.message}
            aria-required
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={LIST_CODE_MAX}
            defaultValue={initial.accessCode ?? ''}
            className="sm:flex-1"
            {...register('accessCode')}
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start sm:mt-7"
            onClick={() => setValue('accessCode', generateListCode(), { shouldValidate: true, shouldDirty: true })}
          >
            <KeyRound className="size-4" aria-hidden="true" />
            {t('generateCode')}
          </Button>
        </div>
      )}

      <CheckboxField
        id="list-ibanPublic"
        label={t('ibanPublic')}
        hint={t('ibanPublicHint')}
        error={errors.ibanPublic?.message}
        defaultChecked={initial.ibanPublic ?? true}
        {...register('ibanPublic')}
      />
    </div>
  )
}
