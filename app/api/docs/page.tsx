import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MethodBadge, OperationView, PathText } from '@/components/api-docs/OperationView'
import { RichText, SchemaView } from '@/components/api-docs/SchemaView'
import { buttonClass } from '@/components/ui/Button'
import { openApiDocument, SESSION_COOKIE } from '@/lib/openapi/document'
import { errorShape, operationsByTag, type JsonSchema } from '@/lib/openapi/view'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('apiDocs')
  return { title: t('title'), description: t('description') }
}

/** Anchor of a tag's section ('Reservaties' → 'tag-reservaties'). */
const tagAnchor = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

/**
 * /api/docs: the reference of the REST API, rendered on the server from the same
 * OpenAPI document as /api/openapi.json (decision 017: no client library, no script, nothing from another host).
 */
export default async function ApiDocsPage() {
  const [t, doc] = [await getTranslations('apiDocs'), openApiDocument()]
  const tags = operationsByTag(doc)
  const errorBody = errorShape(doc)
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Record<string, JsonSchema>).filter(([name]) => !name.startsWith('Error_'))
  const paragraphs = (doc.info.description ?? '').split('\n\n')
  const sectionTitle = 'scroll-mt-24 text-2xl font-extrabold tracking-tight text-stone-900'

  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
        <h1 id="top" className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-600">{t('intro')}</p>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <a href="/api/openapi.json" className={buttonClass('primary', 'md')}>{t('jsonLink')}</a>
          <span className="text-sm text-stone-600">{t('version', { openapi: doc.openapi, version: doc.info.version })}</span>
        </div>

        <div className="mt-10 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-10">
          <nav aria-label={t('tocLabel')} className="mb-10 lg:sticky lg:top-20 lg:mb-0 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto">
            <h2 className="text-sm font-bold tracking-wide text-stone-900 uppercase">{t('toc')}</h2>
            <ul className="mt-3 space-y-1 text-sm">
              <li><a href="#algemeen" className="text-brand-700 hover:underline">{t('overview')}</a></li>
              <li><a href="#inloggen" className="text-brand-700 hover:underline">{t('authentication')}</a></li>
              <li><a href="#fouten" className="text-brand-700 hover:underline">{t('errors')}</a></li>
              {tags.map((tag) => (
                <li key={tag.name} className="pt-2">
                  <a href={`#${tagAnchor(tag.name)}`} className="font-semibold text-brand-700 hover:underline">{tag.name}</a>
                  <ul className="mt-1 space-y-1">
                    {tag.operations.map((op) => (
                      <li key={op.id}>
                        <a href={`#${op.id}`} className="flex items-start gap-2 rounded px-1 py-0.5 text-stone-800 hover:bg-brand-50">
                          <MethodBadge method={op.method} />{' '}
                          <span className="font-mono text-xs"><PathText path={op.path} /></span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
              <li className="pt-2"><a href="#schemas" className="font-semibold text-brand-700 hover:underline">{t('schemas')}</a></li>
            </ul>
          </nav>

          <div className="min-w-0 space-y-12">
            <section aria-labelledby="algemeen">
              <h2 id="algemeen" className={sectionTitle}>{t('overview')}</h2>
              <div className="mt-3 space-y-3 leading-relaxed text-stone-700">
                {paragraphs.map((text, i) => <p key={i}><RichText text={text} /></p>)}
              </div>
            </section>

            <section aria-labelledby="inloggen">
              <h2 id="inloggen" className={sectionTitle}>{t('authentication')}</h2>
              <dl className="mt-3 space-y-3 text-stone-700">
                <div>
                  <dt className="font-semibold text-stone-900">{t('bearer')}</dt>
                  <dd><RichText text={doc.components?.securitySchemes?.bearerAuth && 'description' in doc.components.securitySchemes.bearerAuth ? doc.components.securitySchemes.bearerAuth.description : undefined} /></dd>
                </div>
                <div>
                  <dt className="font-semibold text-stone-900">{t('cookie', { name: SESSION_COOKIE })}</dt>
                  <dd><RichText text={doc.components?.securitySchemes?.sessionCookie && 'description' in doc.components.securitySchemes.sessionCookie ? doc.components.securitySchemes.sessionCookie.description : undefined} /></dd>
                </div>
              </dl>
            </section>

            <section aria-labelledby="fouten">
              <h2 id="fouten" className={sectionTitle}>{t('errors')}</h2>
              <p className="mt-1 text-stone-600">{t('errorsIntro')}</p>
              {errorBody && <div className="mt-3"><SchemaView schema={errorBody} /></div>}
            </section>

            {tags.map((tag) => (
              <section key={tag.name} aria-labelledby={tagAnchor(tag.name)}>
                <h2 id={tagAnchor(tag.name)} className={sectionTitle}>{tag.name}</h2>
                <p className="mt-1 text-stone-600">
                  {tag.description} {t('operationCount', { count: tag.operations.length })}
                </p>
                <div className="mt-5 space-y-6">
                  {tag.operations.map((op) => <OperationView key={op.id} op={op} />)}
                </div>
              </section>
            ))}

            <section aria-labelledby="schemas">
              <h2 id="schemas" className={sectionTitle}>{t('schemas')}</h2>
              <p className="mt-1 text-stone-600">{t('schemasIntro')}</p>
              <div className="mt-5 space-y-4">
                {schemas.map(([name, schema]) => (
                  <section key={name} id={`schema-${name}`} aria-labelledby={`schema-${name}-titel`} className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100">
                    <h3 id={`schema-${name}-titel`} className="font-mono text-lg font-bold text-stone-900">{name}</h3>
                    <div className="mt-2"><SchemaView schema={schema} /></div>
                  </section>
                ))}
              </div>
            </section>

            <p><a href="#top" className="text-brand-700 hover:underline">{t('backToTop')}</a></p>
          </div>
        </div>
      </div>
    </div>
  )
}
