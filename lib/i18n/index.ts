// use-intl/core is next-intl's React-free core: usable in scripts and server code alike.
import { createTranslator } from 'use-intl/core'
import messages from '@/messages/nl.json'

export type Messages = typeof messages

/** Dutch texts for code outside React (domain errors, mails): `t('errors.giftUnavailable', { title })`. */
export const t = createTranslator({ locale: 'nl', messages })
