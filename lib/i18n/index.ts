import { createTranslator } from 'next-intl'
import messages from '@/messages/nl.json'

export type Messages = typeof messages

/** Dutch texts for code outside React (domain errors, mails): `t('errors.giftUnavailable', { title })`. */
export const t = createTranslator({ locale: 'nl', messages })
