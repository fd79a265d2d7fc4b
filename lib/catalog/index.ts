// Partner catalogs and the product finder (issue 6; decision 013): search, add to a list, import a feed.
export { searchCatalog } from './search'
export { addCatalogProduct } from './add'
export type { CatalogResult } from './types'
