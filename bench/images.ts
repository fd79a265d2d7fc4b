// Upload processing speed and memory (lib/images processImage): what one phone photo costs the server.
// Usage: npx tsx --conditions=react-server bench/images.ts [runs]
// Makes a 12-megapixel JPEG (4000 × 3000, photo-like noise, with GPS EXIF; about 1.8 MB) and a 1200 × 900 PNG,
// processes each `runs` times (default 10) one after the other and then 4 at once, and prints the median and p95
// time, the stored WebP's size and the process's peak RSS. Figures only; nothing is asserted.
import sharp from 'sharp'

const { processImage } = await import('../lib/images/process')
const runs = Number(process.argv[2] ?? 10)

async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer()
  const image = sharp(noise)
    .blur(1.2)
    .withExif({ IFD0: { Make: 'Bench' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 2/1 3/1' } })
  return format === 'jpeg' ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer()
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
let peakRss = process.memoryUsage().rss
const sample = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 5)

for (const [label, input] of [
  ['12 MP JPEG', await photo(4000, 3000, 'jpeg')],
  ['1200 × 900 PNG', await photo(1200, 900, 'png')],
] as const) {
  const times: number[] = []
  let output: Buffer = Buffer.alloc(0)
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    output = await processImage(input)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const meta = await sharp(output).metadata()
  const parallelStart = performance.now()
  await Promise.all(Array.from({ length: 4 }, () => processImage(input)))
  const parallel = performance.now() - parallelStart
  console.log(
    `${label.padEnd(15)} in ${(input.length / 1024 / 1024).toFixed(2)} MB → WebP ${meta.width}×${meta.height} ${(output.length / 1024).toFixed(0)} KB, exif ${meta.exif ? 'present' : 'none'} | ` +
      `median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (${runs} runs), 4 at once ${parallel.toFixed(0)} ms`,
  )
}
clearInterval(sample)
console.log(
  `peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB (sharp concurrency ${sharp.concurrency()}, ${(await import('node:os')).cpus().length} cores)`,
)
