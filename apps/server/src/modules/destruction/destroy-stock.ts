import {
  businessDay,
  DESTRUCTION_REASON_LABELS,
  type DestroyStockRequest,
  type DestroyStockResponse,
  overDestroyMessage,
  quantityPrecisionProblem,
  quantityToThousandths,
  type SignedUser,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import {
  batchRequestKey,
  recalledResultIds,
  rememberResultIds,
  runIdempotentBatch,
} from '../../lib/idempotent-batch.ts';
import { ownTeamOf } from '../auth/team-scope.ts';
import { lockHeldStock } from '../stock/ledger/lock-held-stock.ts';
import { postStockMoves } from '../stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../stock/ledger/stock-places.ts';
import { stockUnit } from '../stock/ledger/stock-units.ts';
import { photoBytes } from './destruction-photo.ts';
import { assertDestructionPlace } from './destruction-scope.ts';

const DESTRUCTION_SCOPE = 'destruction';

/**
 * POST /api/destruction (Expiry Management): stock destroyed at a place, in one transaction: the
 * place's balance rows are locked while checked (never more than it holds), the photo kept, one
 * 'destroyed' move per product leaves the books, and one stock_destructions row per product points
 * at its move, with the reason the trash report reads. A retry with the same Idempotency-Key (a
 * phone that lost the answer) destroys nothing again and gets the first answer back.
 */
export async function destroyStock(
  db: Database,
  options: {
    request: DestroyStockRequest;
    user: SignedUser;
    idempotencyKey?: string | undefined;
    now?: Date;
  },
): Promise<DestroyStockResponse> {
  const user = options.user;
  assertDestructionPlace(user, options.request.outletId);
  const bytes = options.request.photo ? await photoBytes(options.request.photo) : null;
  const day = businessDay(options.now);
  const key = batchRequestKey({ header: options.idempotencyKey, userId: user.id });
  return db.transaction(async (tx) => {
    const { result } = await runIdempotentBatch(tx, {
      scope: DESTRUCTION_SCOPE,
      key,
      body: options.request,
      replay: () => firstAnswer(tx, key),
      write: async () => {
        const answer = await writeDestruction(tx, { ...options, bytes, day });
        // The answer's ids are kept with the key: a retry is answered with them, writing nothing.
        await rememberResultIds(tx, { scope: DESTRUCTION_SCOPE, key, ids: answer.ids });
        return answer;
      },
    });
    return result;
  });
}

async function firstAnswer(tx: Tx, key: string): Promise<DestroyStockResponse> {
  const ids = await recalledResultIds(tx, { scope: DESTRUCTION_SCOPE, key });
  return { destroyed: ids.length, ids };
}

async function writeDestruction(
  tx: Tx,
  options: { request: DestroyStockRequest; user: SignedUser; bytes: Buffer | null; day: string; now?: Date },
): Promise<DestroyStockResponse> {
  const { outletId, lines, reason, user } = { ...options.request, user: options.user };
  const note = options.request.note || null;
  const { bytes, day } = options;
  const place = await outletPlace(tx, outletId);
  const named = await tx.execute<{
    id: string;
    label: string;
    team_id: string | null;
    variant_name: string;
    place_name: string;
  }>(sql`
    select p.id, trim(p.name || ' ' || p.variant_name) as label, p.team_id, p.variant_name,
      (select name from outlets where id = ${outletId}) as place_name
    from products p
    where p.id in (select jsonb_array_elements_text(${JSON.stringify(lines.map((l) => l.productId))}::jsonb))`);
  const labels = new Map(named.rows.map((row) => [row.id, row.label]));
  const units = new Map(named.rows.map((row) => [row.id, stockUnit(row.variant_name)]));
  const placeName = named.rows[0]?.place_name ?? outletId;
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (!labels.has(line.productId)) {
      problems.push({ path: `lines.${i}.productId`, message: `productId: no product "${line.productId}"` });
    } else if (seen.has(line.productId)) {
      problems.push({ path: `lines.${i}.productId`, message: 'This product is listed twice' });
    }
    seen.add(line.productId);
    // The form checks this too, but the API is the one that must refuse 2.5 of a piece product.
    const unit = units.get(line.productId);
    const precision = unit === undefined ? null : quantityPrecisionProblem(line.quantity, unit);
    if (precision) problems.push({ path: `lines.${i}.quantity`, message: `Destroy: ${precision}` });
  });
  if (problems.length > 0) throw AppError.validation(problems);
  // A cook tied to a team destroys only its products: the warehouse holds every team's stock.
  const team = ownTeamOf(user);
  const teams = new Map(named.rows.map((row) => [row.id, row.team_id]));
  const others: FieldError[] = [];
  lines.forEach((line, i) => {
    if (team && teams.get(line.productId) !== team) {
      others.push({
        path: `lines.${i}.productId`,
        message: `${labels.get(line.productId)} is not of your team "${team}"`,
      });
    }
  });
  if (others.length > 0) throw new AppError('forbidden', others[0]?.message ?? 'Not of your team', others);

  // Locked while checked: a dispatch or another destruction of the same stock waits for this one.
  const onHand = await lockHeldStock(tx, { placeId: place, productIds: [...seen] });
  const short: FieldError[] = [];
  lines.forEach((line, i) => {
    const have = onHand.get(line.productId) ?? 0;
    if (quantityToThousandths(have) < quantityToThousandths(line.quantity)) {
      short.push({
        path: `lines.${i}.quantity`,
        message: overDestroyMessage({
          product: labels.get(line.productId) ?? line.productId,
          asked: line.quantity,
          placeName,
          held: have,
        }),
      });
    }
  });
  if (short.length > 0) throw new AppError('conflict', short[0]?.message ?? 'The place holds less', short);

  let photoId: number | null = null;
  if (bytes && options.request.photo) {
    const photo = await tx.execute<{ id: number }>(sql`
      insert into destruction_photos (content_type, bytes, created_by_user_id)
      values (${options.request.photo.contentType}, ${bytes}, ${user.id}) returning id`);
    photoId = photo.rows[0]?.id ?? null;
  }
  const posted = await postStockMoves(
    tx,
    lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      from: place,
      to: null,
      reason: 'destroyed' as const,
      note: note ? `${DESTRUCTION_REASON_LABELS[reason]}: ${note}` : DESTRUCTION_REASON_LABELS[reason],
    })),
    { user, day, ...(options.now && { now: options.now }) },
  );
  const moveOf = new Map(posted.map((move) => [move.productId, move.id]));
  const rows = lines.map((line) => ({
    product_id: line.productId,
    quantity: line.quantity,
    stock_move_id: moveOf.get(line.productId),
  }));
  const written = await tx.execute<{ id: number }>(sql`
    insert into stock_destructions (place_id, outlet_id, product_id, quantity, reason, note, photo_id,
      business_day, stock_move_id, created_by_user_id, created_by_name)
    select ${place}, ${outletId}, r.product_id, r.quantity, ${reason}, ${note}, ${photoId},
      ${day}::date, r.stock_move_id, ${user.id}, ${user.displayName}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(product_id text, quantity numeric, stock_move_id bigint)
    returning id`);
  return { destroyed: written.rows.length, ids: written.rows.map((row) => row.id) };
}
