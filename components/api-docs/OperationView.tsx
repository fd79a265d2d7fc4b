import clsx from 'clsx'
import { Fragment } from 'react'
import { useTranslations } from 'next-intl'
import type { OperationView as Operation } from '@/lib/openapi/view'
import { RichText, SchemaView, TypeLabel } from './SchemaView'

const methodStyle: Record<string, string> = {
  GET: 'bg-brand-100 text-brand-800',
  POST: 'bg-sky-pastel text-sky-900',
  PUT: 'bg-butter text-amber-900',
  PATCH: 'bg-butter text-amber-900',
  DELETE: 'bg-blush-100 text-blush-700',
}

/** The HTTP method as a coloured badge; the text says it, the colour only helps the eye. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={clsx('inline-block min-w-16 rounded-md px-2 py-0.5 text-center font-mono text-xs font-bold', methodStyle[method])}>{method}</span>
}

/** A path that may wrap after each slash ('/api/lists/{id}/products/order'), never inside a word. */
export function PathText({ path }: { path: string }) {
  return (
    <>
      {path.split('/').map((part, i) => (
        <Fragment key={i}>
          {i > 0 && '/'}
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}

const statusStyle = (status: string) => (status.startsWith('2') ? 'bg-brand-100 text-brand-800' : 'bg-blush-50 text-blush-700')

/** One operation of the API: method and path, summary, who may call it, its limit, parameters, body and answers. */
export function OperationView({ op }: { op: Operation }) {
  const t = useTranslations('apiDocs')
  const headingId = `${op.id}-titel`
  return (
    <section id={op.id} aria-labelledby={headingId} className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 sm:p-6">
      <h3 id={headingId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <MethodBadge method={op.method} />{' '}
        <code className="font-mono text-base font-semibold text-stone-900"><PathText path={op.path} /></code>
      </h3>
      <p className="mt-2 font-semibold text-stone-800">{op.summary}</p>
      {op.description && <p className="mt-1 leading-relaxed text-stone-700"><RichText text={op.description} /></p>}

      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-stone-700">{t('access')}</dt>
        <dd className="text-stone-800">{t(`auth.${op.auth}`)}</dd>
        <dt className="font-semibold text-stone-700">{t('rateLimit')}</dt>
        <dd className="text-stone-800">
          {op.rateLimit ? t('rateLimitValue', { points: op.rateLimit.points, seconds: op.rateLimit.duration, name: op.rateLimit.name }) : t('noRateLimit')}
        </dd>
      </dl>

      {op.parameters.length > 0 && (
        <>
          <h4 className="mt-5 text-sm font-bold tracking-wide text-stone-900 uppercase">{t('parameters')}</h4>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-stone-700">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-semibold">{t('parameterName')}</th>
                  <th scope="col" className="py-1 pr-4 font-semibold">{t('parameterIn')}</th>
                  <th scope="col" className="py-1 pr-4 font-semibold">{t('parameterType')}</th>
                  <th scope="col" className="py-1 font-semibold">{t('parameterDescription')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {op.parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`} className="align-top">
                    <th scope="row" className="py-1.5 pr-4 font-mono font-semibold text-stone-900">
                      {p.name}
                      {p.required && <span className="ml-1 text-xs font-semibold text-blush-700">({t('required')})</span>}
                    </th>
                    <td className="py-1.5 pr-4 text-stone-700">{t(`in.${p.in}`)}</td>
                    <td className="py-1.5 pr-4"><TypeLabel schema={p.schema} /></td>
                    <td className="py-1.5 text-stone-700"><RichText text={p.description ?? p.schema.description} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {op.body && (
        <>
          <h4 className="mt-5 text-sm font-bold tracking-wide text-stone-900 uppercase">
            {t('requestBody')} <span className="font-mono text-xs font-normal tracking-normal text-stone-600 normal-case">{op.body.contentType}</span>
          </h4>
          {op.body.description && <p className="text-sm text-stone-700"><RichText text={op.body.description} /></p>}
          <div className="mt-1"><SchemaView schema={op.body.schema} /></div>
        </>
      )}

      <h4 className="mt-5 text-sm font-bold tracking-wide text-stone-900 uppercase">{t('responses')}</h4>
      <ul className="mt-2 space-y-3">
        {op.responses.map((r) => (
          <li key={r.status} className="rounded-2xl border border-stone-100 bg-stone-50/60 p-3">
            <p className="flex flex-wrap items-baseline gap-2">
              <span className={clsx('rounded-md px-2 py-0.5 font-mono text-sm font-bold', statusStyle(r.status))}>{r.status}</span>
              <span className="text-sm text-stone-800"><RichText text={r.description} /></span>
            </p>
            {r.headers.length > 0 && (
              <p className="mt-1 text-sm text-stone-700">
                {t('headers')}:{' '}
                {r.headers.map((h) => (
                  <span key={h.name}>
                    <code className="font-mono font-semibold">{h.name}</code> (<TypeLabel schema={h.schema} />) <RichText text={h.description} />{' '}
                  </span>
                ))}
              </p>
            )}
            {r.errorCodes ? (
              <p className="mt-1 text-sm text-stone-700">
                {t('errorCode', { count: r.errorCodes.length })}{' '}
                {r.errorCodes.map((code, i) => (
                  <span key={code}>
                    {i > 0 && ', '}
                    <code className="font-mono font-semibold">{code}</code>
                  </span>
                ))}{' '}
                (<a href="#fouten" className="text-brand-700 underline">{t('errorShape')}</a>)
              </p>
            ) : r.schema ? (
              <div className="mt-2"><SchemaView schema={r.schema} /></div>
            ) : (
              <p className="mt-1 text-sm text-stone-600">{t('noBody')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
