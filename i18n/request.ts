import { getRequestConfig } from 'next-intl/server'
import messages from '@/messages/nl.json'

// One locale without locale routing: the Dutch URLs stay as they are (docs/rules.md#pages).
export default getRequestConfig(async () => ({
  locale: 'nl',
  timeZone: 'Europe/Brussels',
  messages,
}))
