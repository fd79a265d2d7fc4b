/** The site's own inbox (`CONTACT_EMAIL`, default hallo@geboortelijst.be): contact messages go there, the footer shows it. */
export function contactEmail(): string {
  return process.env.CONTACT_EMAIL?.trim() || 'hallo@geboortelijst.be'
}
