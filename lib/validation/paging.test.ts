import { describe, expect, it } from 'vitest'
import { pagingSchema, queryObject } from './paging'

describe('pagingSchema', () => {
  const schema = pagingSchema(20)

  it('defaults take to the given page size, skip to 0 and the search to empty', () => {
    expect(schema.parse({})).toEqual({ take: 20, skip: 0, searchString: '' })
  })

  it('reads query strings and numbers, trims the search', () => {
    expect(schema.parse({ take: '25', skip: '40', searchString: '  knuffel ' })).toEqual({
      take: 25,
      skip: 40,
      searchString: 'knuffel',
    })
    expect(schema.parse({ take: 5, skip: 0 })).toEqual({ take: 5, skip: 0, searchString: '' })
  })

  it.each([['0'], ['101'], ['-1'], ['2.5'], ['abc'], ['1e3']])('refuses take=%s with a Dutch message', (take) => {
    const result = schema.safeParse({ take })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Vraag tussen 1 en 100 resultaten per pagina.')
  })

  it.each([['-20'], ['x'], ['20.5']])('refuses skip=%s', (skip) => {
    expect(schema.safeParse({ skip }).success).toBe(false)
  })

  it('keeps the first of a repeated query parameter', () => {
    expect(queryObject(new URLSearchParams('take=5&take=50&skip=20'))).toEqual({ take: '5', skip: '20' })
  })
})
