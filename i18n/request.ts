import { getRequestConfig } from 'next-intl/server'
import messages from '@/messages/nl.json'

// One locale without locale routing: URLs stay exactly as the spec (design.md, i18n).
export default getRequestConfig(async () => ({
  locale: 'nl',
  timeZone: 'Europe/Brussels',
  messages,
}))
