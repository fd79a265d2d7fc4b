// The blank reference page: one heading, nothing else (prerendered at build time).
export default function Page() {
  return (
    <main>
      <h1>Geboortelijst</h1>
    </main>
  )
}
