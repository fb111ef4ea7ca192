// PostgreSQL caps a statement at 65,535 bind parameters; 500 rows of ten columns stays far below it.
const CHUNK = 500;

/** Inserts rows a chunk at a time, under PostgreSQL's bind-parameter cap. */
export async function insertInChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}
