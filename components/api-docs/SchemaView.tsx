import { useTranslations } from 'next-intl'
import { Fragment, type ReactNode } from 'react'
import { constraintsOf, schemaName, typeName, withoutNull, type JsonSchema } from '@/lib/openapi/view'

/** A description of the API document: `code` between backticks becomes <code>. */
export function RichText({ text }: { text?: string }) {
  if (!text) return null
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, i) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
          <code key={i} className="rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em] text-stone-800">{part.slice(1, -1)}</code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  )
}

/** The type of a schema in a few words: a link to a named schema, 'lijst van …', 'één van: …', 'string', '… of null'. */
export function TypeLabel({ schema }: { schema: JsonSchema }) {
  const t = useTranslations('apiDocs')
  const { schema: inner, nullable } = withoutNull(schema)
  let label: ReactNode
  const name = schemaName(inner.$ref)
  if (name) {
    label = (
      <a href={`#schema-${name}`} className="font-mono font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-600">
        {name}
      </a>
    )
  } else if (inner.type === 'array' && inner.items) {
    label = (
      <>
        {t('arrayOf')} <TypeLabel schema={inner.items} />
      </>
    )
  } else if (inner.anyOf ?? inner.oneOf) {
    label = (
      <>
        {t('oneOf')}{' '}
        {(inner.anyOf ?? inner.oneOf)!.map((alt, i) => (
          <Fragment key={i}>
            {i > 0 && ' | '}
            <TypeLabel schema={alt} />
          </Fragment>
        ))}
      </>
    )
  } else {
    label = <span className="font-mono text-stone-700">{typeName(inner) || t('anyValue')}</span>
  }
  return (
    <span>
      {label}
      {nullable && <span className="text-stone-600"> {t('nullable')}</span>}
    </span>
  )
}

function Constraints({ schema }: { schema: JsonSchema }) {
  const t = useTranslations('apiDocs.constraint')
  const items = constraintsOf(withoutNull(schema).schema)
  if (items.length === 0) return null
  return <p className="mt-0.5 text-sm text-stone-600">{items.map(([key, value]) => t(key, { value })).join(' · ')}</p>
}

/** The fields of an object schema as a nested list: name, type, required or not, description and constraints. */
function Properties({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const t = useTranslations('apiDocs')
  const required = new Set(schema.required ?? [])
  return (
    <ul className="mt-2 divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
      {Object.entries(schema.properties ?? {}).map(([name, property]) => {
        const inner = withoutNull(property).schema
        const nested = inner.properties ? inner : inner.type === 'array' && inner.items?.properties ? inner.items : null
        return (
          <li key={name} className="px-3 py-2">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-mono font-semibold text-stone-900">{name}</code>
              <TypeLabel schema={property} />
              <span className={required.has(name) ? 'text-xs font-semibold text-blush-700' : 'text-xs text-stone-600'}>
                {required.has(name) ? t('required') : t('optionalField')}
              </span>
            </p>
            {property.description && <p className="text-sm text-stone-700"><RichText text={property.description} /></p>}
            <Constraints schema={property} />
            {nested && depth < 4 && <Properties schema={nested} depth={depth + 1} />}
          </li>
        )
      })}
      {schema.additionalProperties !== undefined && schema.additionalProperties !== false && (
        <li className="px-3 py-2 text-sm text-stone-600">{t('moreProperties')}</li>
      )}
    </ul>
  )
}

/** A request or response schema: its type, description and constraints, then its fields. */
export function SchemaView({ schema }: { schema: JsonSchema }) {
  const inner = withoutNull(schema).schema
  const fields = inner.properties ? inner : inner.type === 'array' && inner.items?.properties ? inner.items : null
  return (
    <div>
      <p className="text-sm">
        <TypeLabel schema={schema} />
      </p>
      {schema.description && <p className="text-sm text-stone-700"><RichText text={schema.description} /></p>}
      <Constraints schema={schema} />
      {fields && <Properties schema={fields} depth={0} />}
    </div>
  )
}
