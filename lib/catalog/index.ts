// Partner catalogs and the product finder (decision 013): search, add to a list, import a feed.
export { searchCatalog } from './search'
export { addCatalogProduct } from './add'
export type { CatalogResult } from './types'
