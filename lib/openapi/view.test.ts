import { describe, expect, it } from 'vitest'
import { openApiDocument } from './document'
import { apiOperations } from './paths'
import { constraintsOf, errorShape, operationsByTag, typeName, withoutNull } from './view'

describe('operationsByTag', () => {
  const tags = operationsByTag(openApiDocument())

  it('shows every operation of the registry once, grouped by tag in the order of the document', () => {
    expect(tags.map((t) => t.name)).toEqual(['Account', 'Lijsten', 'Producten', 'Afbeeldingen', 'Reservaties', 'FAQ', 'Contact', 'Beheer', 'Documentatie', 'Status'])
    expect(tags.flatMap((t) => t.operations.map((op) => op.id)).sort()).toEqual(apiOperations.map((op) => op.operationId).sort())
  })

  it('reads access, limit, parameters, body and answers, with the error codes in place and Retry-After resolved', () => {
    const op = tags.flatMap((t) => t.operations).find((o) => o.id === 'setOrderPaid')!
    expect(op).toMatchObject({ method: 'PATCH', path: '/api/orders/{id}', auth: 'owner', rateLimit: undefined })
    expect(op.parameters).toMatchObject([{ name: 'id', in: 'path', required: true, description: 'Id van de reservatie.' }])
    expect(op.body).toMatchObject({ contentType: 'application/json', schema: { type: 'object', required: ['paid'] } })
    expect(op.responses.map((r) => r.status)).toEqual(['200', '400', '401', '403', '404', '413', '422'])
    expect(op.responses[0].schema).toEqual({ $ref: '#/components/schemas/OwnerOrder' })
    const forbidden = op.responses.find((r) => r.status === '403')!
    expect(forbidden.errorCodes).toEqual(['FORBIDDEN'])
    expect(forbidden.schema, 'the error shape is shown once, not per answer').toBeUndefined()

    const login = tags[0].operations.find((o) => o.id === 'login')!
    expect(login.rateLimit).toEqual({ name: 'login', points: 10, duration: 300 })
    expect(login.responses.find((r) => r.status === '429')!.headers).toMatchObject([{ name: 'Retry-After', required: true, schema: { type: 'integer', minimum: 1 } }])
  })
})

describe('errorShape', () => {
  it('is the error body with every code the document uses', () => {
    const shape = errorShape(openApiDocument())!
    const error = shape.properties!.error
    expect(error.required).toEqual(['code', 'message'])
    expect(error.properties!.code.enum).toEqual(expect.arrayContaining(['BAD_JSON', 'EMAIL_TAKEN', 'GIFT_UNAVAILABLE', 'RATE_LIMITED', 'VALIDATION']))
    expect(error.properties!.code.enum).not.toContain('INTERNAL')
    expect(error.properties!.details).toEqual({ $ref: '#/components/schemas/ErrorDetails' })
  })
})

describe('schema helpers', () => {
  it('splits null off a type list or an anyOf', () => {
    expect(withoutNull({ type: ['string', 'null'] })).toEqual({ schema: { type: 'string' }, nullable: true })
    expect(withoutNull({ description: 'x', anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] })).toEqual({ schema: { description: 'x', type: 'string', maxLength: 3 }, nullable: true })
    expect(withoutNull({ type: 'integer' })).toEqual({ schema: { type: 'integer' }, nullable: false })
  })

  it('names the constraints a reader needs and leaves out zod’s ±2^53 integer bounds', () => {
    expect(constraintsOf({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, default: 25 })).toEqual([['minimum', '1'], ['default', '25']])
    expect(constraintsOf({ type: 'string', enum: ['CASH', 'SHOP'], format: 'email' })).toEqual([['format', 'email'], ['enum', '"CASH", "SHOP"']])
    expect(typeName({ type: ['integer', 'string'] })).toBe('integer | string')
  })
})
