// What other features may use of the catalogue.
export { catalogueQueryOptions, useCatalogue } from './api/get-catalogue.ts';
