// Forms that their script sends carry method="post" (decision 050): sent by the browser before the script runs, a form
// without a method would put its fields, a password or an IBAN among them, into the page's address.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : []
  })
}

/** Each `<form …>` opening tag of a source, up to the `>` that closes it (attributes hold no `>` here but arrows). */
function formTags(text: string): string[] {
  return [...text.matchAll(/<form\b(?:[^>]|=>)*>/g)].map((m) => m[0])
}

describe('forms sent by their script', () => {
  const forms = ['app', 'components']
    .flatMap(sources)
    .flatMap((file) => formTags(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((tag) => ({ file, tag })))

  it('finds the forms', () => {
    expect(forms.filter(({ tag }) => /onSubmit=/.test(tag)).length).toBeGreaterThanOrEqual(15)
  })

  it('say method="post", unless they are a search', () => {
    const bare = forms.filter(
      ({ tag }) => /onSubmit=/.test(tag) && !/method="post"/.test(tag) && !/role="search"/.test(tag),
    )
    expect(bare.map(({ file, tag }) => `${file}: ${tag.replace(/\s+/g, ' ')}`)).toEqual([])
  })
})
