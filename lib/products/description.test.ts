import { describe, expect, it } from 'vitest'
import { descriptionToHtml, descriptionToText } from './description'

describe('descriptionToHtml', () => {
  it('makes paragraphs and line breaks of typed text, escaping what looks like markup', () => {
    expect(descriptionToHtml('Zacht en warm.\nMaat 0-3 maanden.\n\nWasbaar op 30°.')).toBe(
      '<p>Zacht en warm.<br />Maat 0-3 maanden.</p><p>Wasbaar op 30°.</p>',
    )
    expect(descriptionToHtml('Voor <3 jaar & ouder')).toBe('<p>Voor &lt;3 jaar &amp; ouder</p>')
    expect(descriptionToHtml('a\r\n\r\n\r\nb')).toBe('<p>a</p><p>b</p>')
    expect(descriptionToHtml('   \n ')).toBe('')
  })

  it('sanitizes HTML with the allow-list of the list page', () => {
    expect(descriptionToHtml('<p>Mooi<script>alert(1)</script></p><img src=x onerror=alert(1)>')).toBe('<p>Mooi</p>')
    expect(descriptionToHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">klik</a></p>')).toBe(
      '<p>Hi <a target="_blank" rel="noopener noreferrer nofollow">klik</a></p>',
    )
    expect(descriptionToHtml('<ul><li><strong>Zacht</strong></li></ul>')).toBe(
      '<ul><li><strong>Zacht</strong></li></ul>',
    )
  })

  it('treats markup outside the allow-list as typed text, shown as typed and never run', () => {
    expect(descriptionToHtml('<script>alert(1)</script>\n<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;<br />&lt;img src=x onerror=alert(1)&gt;</p>',
    )
  })
})

describe('descriptionToText', () => {
  it('gives back the typed text', () => {
    for (const text of [
      'Zacht en warm.\nMaat 0-3 maanden.\n\nWasbaar op 30°.',
      'Voor <3 jaar & ouder "echt"',
      'Tom &amp; Jerry',
      '',
    ]) {
      expect(descriptionToText(descriptionToHtml(text))).toBe(text)
    }
  })

  it('is null for other markup, which the form shows as HTML', () => {
    expect(descriptionToText('<p><strong>Zacht</strong></p>')).toBeNull()
    expect(descriptionToText('<ul><li>a</li></ul>')).toBeNull()
  })

  it('decodes numeric entities', () => {
    expect(descriptionToText('<p>caf&#233; &#x2764;</p>')).toBe('café ❤')
  })
})
