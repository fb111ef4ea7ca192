import { COLUMN_LAYOUTS, type OrderFormCatalogue, orderFormCatalogueSchema } from '@kadai/contract';

/**
 * orderFormCatalogueSchema.parse, quicker on the answer the server gives. zod takes about 0.1 s of
 * a phone's main thread for 5,000 items on a cold load, before the form can be drawn; these plain
 * checks take a fraction of that. They accept only what the schema accepts and copy the same keys, so the
 * result is the schema's; anything they don't accept goes to the schema itself, which returns or
 * throws exactly as before (parse-catalogue.test.ts holds the two together).
 */
export function parseCatalogue(value: unknown): OrderFormCatalogue {
  try {
    return {
      categories: list(value, 'categories').map((c) => ({
        id: str(c.id),
        n: str(c.n),
        festival: bool(c.festival),
        subcategories: list(c, 'subcategories').map((s) => ({
          id: str(s.id),
          n: str(s.n),
          column: column(s.column),
          items: list(s, 'items').map((i) => ({
            id: int(i.id),
            name: str(i.name),
            pu: num(i.pu),
            u: str(i.u),
            mrpPaise: int(i.mrpPaise),
            desc: str(i.desc),
            thumbnail: i.thumbnail === null ? null : str(i.thumbnail),
          })),
        })),
      })),
    };
  } catch {
    return orderFormCatalogueSchema.parse(value);
  }
}

type Fields = Record<string, unknown>;

function list(parent: unknown, key: string): Fields[] {
  const value = isObject(parent) ? parent[key] : undefined;
  if (!Array.isArray(value) || !value.every(isObject)) throw Error();
  return value;
}

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string {
  if (typeof value !== 'string') throw Error();
  return value;
}

function bool(value: unknown): boolean {
  if (typeof value !== 'boolean') throw Error();
  return value;
}

function num(value: unknown): number {
  if (!Number.isFinite(value)) throw Error();
  return value as number;
}

function int(value: unknown): number {
  if (!Number.isSafeInteger(value)) throw Error();
  return value as number;
}

function column(value: unknown): OrderFormCatalogue['categories'][number]['subcategories'][number]['column'] {
  const found = COLUMN_LAYOUTS.find((layout) => layout === value);
  if (!found) throw Error();
  return found;
}
