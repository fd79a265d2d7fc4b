import { Readable } from 'node:stream'
import { parse, type CsvError, type Options } from 'csv-parse'

/** Longest CSV record read (1 MB): a quote left open must not pull the rest of a huge feed into memory. */
export const MAX_RECORD_SIZE = 1_000_000

/** A feed: a stream of bytes or text, chunks of it, or (in tests) the whole text. */
export type FeedInput = Readable | string | Iterable<string | Buffer> | AsyncIterable<string | Buffer>

/** One CSV record and the line it starts on (the header is line 1). */
export interface FeedRecord {
  fields: string[]
  line: number
  /** Bytes of the feed read up to the end of this record (without the '\r' of CRLF line ends): for a progress bar. */
  bytes: number
}

export interface ReadOptions {
  /** A record csv-parse could not read (a quote left open, a record beyond MAX_RECORD_SIZE), with its first line. */
  onCsvError(line: number, error: CsvError | undefined): void
}

/**
 * UTF-8 text of the input with every line end as '\n': csv-parse miscounts lines of a CRLF file inside quotes, and
 * the line numbers of bad rows are counted here from the records' raw text. Invalid bytes become U+FFFD.
 */
async function* lfText(input: FeedInput): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8')
  const chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer> = typeof input === 'string' ? [input] : input
  let carry = ''
  for await (const chunk of chunks) {
    let text = carry + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }))
    // A '\r' at the end of a chunk may be the first half of a '\r\n' split over two chunks.
    carry = text.endsWith('\r') ? '\r' : ''
    if (carry) text = text.slice(0, -1)
    if (text) yield text.replace(/\r\n?/g, '\n')
  }
  const rest = (carry + decoder.decode()).replace(/\r\n?/g, '\n')
  if (rest) yield rest
}

/**
 * Reads a feed's CSV records with csv-parse as a stream (comma-separated, double quotes, a BOM allowed, empty lines
 * skipped, quotes inside unquoted fields kept as they are), each with the line it starts on. A record of another
 * length than the header is passed on for the caller to judge; one csv-parse cannot read goes to `onCsvError`.
 */
export function readFeedRecords(input: FeedInput, options: ReadOptions): AsyncIterable<FeedRecord> {
  // Records and skipped records come by in file order: each starts after the line breaks of the ones before it.
  let nextLine = 1
  let bytes = 0
  const place = (raw: string) => {
    const start = nextLine + (/^\n*/.exec(raw)?.[0].length ?? 0)
    nextLine += raw.split('\n').length - 1
    bytes += Buffer.byteLength(raw)
    return start
  }
  const parser = parse({
    bom: true,
    raw: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_SIZE,
    // With `raw` each record comes as { record, raw }; it leaves as a FeedRecord (csv-parse's types expect the same shape).
    on_record: (({ record, raw }: { record: string[]; raw: string }) => ({
      fields: record,
      line: place(raw),
      bytes,
    })) as unknown as Options['on_record'],
    on_skip: (error: CsvError | undefined, raw: string | undefined): undefined => {
      options.onCsvError(place(raw ?? ''), error)
      return undefined
    },
  })
  return Readable.from(lfText(input)).pipe(parser) as AsyncIterable<FeedRecord>
}
