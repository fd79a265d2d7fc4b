import 'server-only'

// The public list page of a protected list is cached as its code form, the same for everyone (decision 040). Its
// content is rendered by the same page component inside the server action `openProtectedList`, once the visitor's
// cookie or role opened the list: the action hands the page a `params` object of its own making, and the page shows
// the content only for such an object. Next never passes one of these, so a cached render always shows the form.

const opened = new WeakSet<object>()

/** The `params` the action renders the page with after the list opened for the visitor. */
export function openedParams(slug: string, locale: string): Promise<{ locale: string; slug: string }> {
  const params = Promise.resolve({ locale, slug })
  opened.add(params)
  return params
}

/** True when the page renders inside `openProtectedList` for a visitor the list opened for. */
export function isOpenedRender(params: object): boolean {
  return opened.has(params)
}
