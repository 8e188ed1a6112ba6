// The stock engine: the only code that changes stock balances. Every change is one StockLedger
// row plus the balance update in the caller's transaction (DESIGN.md 'Money and quantities').
//
// A batch of moves costs a constant number of statements, however many moves it has (issue 20
// item 4; docs/decisions.md 'Stock engine in batches'):
//   1. INSERT … SELECT FROM unnest … ON CONFLICT DO NOTHING: the Stock rows of keys with stock coming in;
//   2. SELECT … ORDER BY "warehouseId", "skuId" FOR UPDATE: every Stock row of the batch, locked;
//   3. (moves taking stock off a location) the StockLocation rows concerned, locked;
//   4. (moves consuming FIFO lots) the lots of the keys concerned, locked, oldest first;
//   5. one statement of data-modifying CTEs writing the balances (a conditional UPDATE … FROM unnest),
//      the locations, the new and consumed lots and the ledger rows.
// After 3 the moves are applied in JavaScript, one after the other in (warehouse, SKU, move) order
// as before, on the locked balances: every intermediate balance is checked (a batch where a step
// would go negative is refused with the same message as before, and nothing is written), and every
// ledger row carries the balance after its own move; after 4 the lots are taken the same way. The UPDATE re-checks the final balances
// and the Stock CHECK constraint backs both up: no balance is ever negative.
// A batch of occupation changes on one (warehouse, SKU), the allocation path, is one statement:
// the conditional UPDATE checks every step and the ledger rows are inserted from its RETURNING.
import type { LedgerType } from '@erp/schema';
import type { RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError } from '../../platform/errors';
import { stageStockChanges } from '../events/events.service';

export interface StockMove {
  skuId: number;
  warehouseId: number;
  /** The location whose breakdown changes with `quantity` (inbound, outbound, moves, counts). */
  locationId?: number | null;
  type: LedgerType;
  /** Signed change of the quantity on hand. */
  quantity?: number;
  /** Signed change of the occupied quantity. */
  occupied?: number;
  /** Purchase price per unit of what comes in (moving average and the FIFO lot). */
  unitCost?: string | number;
  billType?: string;
  billNo?: string;
  remark?: string;
}

export interface Balance {
  quantity: number;
  occupied: number;
}

const INCOMING: ReadonlySet<LedgerType> = new Set(['inbound', 'transferIn', 'assembleIn', 'countProfit']);

/** One move as the engine applies it. */
interface Step {
  move: StockMove;
  /** Its place in the caller's array (the answer is in that order). */
  index: number;
  dq: number;
  doc: number;
  cost: string | null;
  key: Key;
  /** The balance after it. */
  after?: Balance;
}

/** One (warehouse, SKU) of the batch. */
interface Key {
  warehouseId: number;
  skuId: number;
  steps: Step[];
  dq: number;
  doc: number;
}

/**
 * Applies the moves in one transaction, in (warehouse, SKU, move) order, and answers the balance
 * after each move (in the order given). Throws a BusinessError naming the SKU and warehouse (or
 * location) for the first move, in that order, that would take stock, occupation or a location
 * below zero; then nothing of the batch is written.
 */
export async function applyMoves(ctx: RequestContext, tx: Tx, moves: readonly StockMove[]): Promise<Balance[]> {
  if (!moves.length) return [];
  const steps = moves.map((move, index) => {
    const dq = move.quantity ?? 0;
    const doc = move.occupied ?? 0;
    if (!Number.isInteger(dq) || !Number.isInteger(doc)) throw new Error('stock moves are whole numbers');
    return { move, index, dq, doc, cost: move.unitCost != null ? String(move.unitCost) : null } as Step;
  });
  steps.sort((a, b) => a.move.warehouseId - b.move.warehouseId || a.move.skuId - b.move.skuId || a.index - b.index);
  const keys: Key[] = [];
  for (const s of steps) {
    let key = keys[keys.length - 1];
    if (!key || key.warehouseId !== s.move.warehouseId || key.skuId !== s.move.skuId) {
      keys.push((key = { warehouseId: s.move.warehouseId, skuId: s.move.skuId, steps: [], dq: 0, doc: 0 }));
    }
    s.key = key;
    key.steps.push(s);
    key.dq += s.dq;
    key.doc += s.doc;
  }

  if (keys.length === 1 && steps.every((s) => s.dq === 0)) await occupyOneKey(ctx, tx, keys[0]);
  else await applyBatch(ctx, tx, keys, steps);

  // Partners get one StockChanged per SKU × warehouse of the transaction (modules/events), not one per ledger row.
  await stageStockChanges(
    tx,
    ctx.actor!.companyId,
    steps.map((s) => ({ ...s.move, quantity: s.dq, occupied: s.doc, after: s.after! })),
  );
  const out = new Array<Balance>(moves.length);
  for (const s of steps) out[s.index] = s.after!;
  return out;
}

// ---- SQL with array parameters -------------------------------------------------------------------

/** Positional parameters of one statement: `p(value, 'int[]')` answers `$n::int[]`. */
class Params {
  readonly values: unknown[] = [];
  p(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
  /** One column of `rows` as an array parameter. */
  col<T>(rows: readonly T[], pick: (row: T) => unknown, cast: string): string {
    return this.p(rows.map(pick), cast);
  }
  /** `unnest($a::int[], $b::text[], …)`: `rows` as a table, one array parameter per column. */
  table<T>(rows: readonly T[], columns: [pick: (row: T) => unknown, cast: string][]): string {
    return `unnest(${columns.map(([pick, cast]) => this.col(rows, pick, cast)).join(', ')})`;
  }
}

/** What a ledger row takes from its move, as unnest() columns (s, w, loc, type, dq, doc, cost, bt, bn, rm). */
const LEDGER_FROM_MOVE: [pick: (s: Step) => unknown, cast: string][] = [
  [(s) => s.move.skuId, 'int[]'],
  [(s) => s.move.warehouseId, 'int[]'],
  [(s) => s.move.locationId ?? null, 'int[]'],
  [(s) => s.move.type, 'text[]'],
  [(s) => s.dq, 'int[]'],
  [(s) => s.doc, 'int[]'],
  [(s) => s.cost ?? '0', 'numeric[]'],
  [(s) => s.move.billType ?? '', 'text[]'],
  [(s) => s.move.billNo ?? '', 'text[]'],
  [(s) => s.move.remark ?? '', 'text[]'],
];
const LEDGER_COLUMNS = `"companyId", "skuId", "warehouseId", "locationId", "type", "quantityChange", "occupiedChange", "quantityAfter", "occupiedAfter", "unitCost", "billType", "billNo", "remark", "operatorId"`;

// ---- one (warehouse, SKU), occupation only: one statement ------------------------------------------

/**
 * Occupy / release on one row (the allocation path). The UPDATE checks every step at once: with P
 * the running sums of the occupation changes, each step keeps 0 ≤ occupied ≤ quantity exactly when
 * occupied + min(P) ≥ 0 and quantity − occupied − max(P) ≥ 0 on the row it locks. The ledger rows
 * come from its RETURNING in the same statement, so a refused batch writes nothing.
 */
async function occupyOneKey(ctx: RequestContext, tx: Tx, key: Key) {
  const companyId = ctx.actor!.companyId;
  let run = 0;
  let min = 0;
  let max = 0;
  const runs = key.steps.map((s) => {
    run += s.doc;
    min = Math.min(min, run);
    max = Math.max(max, run);
    return run;
  });
  const q = new Params();
  const c = q.p(companyId, 'int');
  const total = q.p(key.doc, 'int');
  const sql = `
    WITH u AS (
      UPDATE "Stock" SET "occupied" = "occupied" + ${total}, "updatedAt" = now()
      WHERE "companyId" = ${c} AND "warehouseId" = ${q.p(key.warehouseId, 'int')} AND "skuId" = ${q.p(key.skuId, 'int')}
        AND "occupied" + ${q.p(min, 'int')} >= 0 AND "quantity" - "occupied" - ${q.p(max, 'int')} >= 0
      RETURNING "quantity", "occupied"
    ), l AS (
      INSERT INTO "StockLedger" (${LEDGER_COLUMNS})
      SELECT ${c}, m.s, m.w, m.loc, m.type, m.dq, m.doc, u."quantity", u."occupied" - ${total} + m.run, m.cost, m.bt, m.bn, m.rm, ${q.p(ctx.actor!.userId ?? null, 'int')}
      FROM u, ${q.table(key.steps, [...LEDGER_FROM_MOVE, [(s) => runs[key.steps.indexOf(s)], 'int[]']])}
        WITH ORDINALITY AS m(s, w, loc, type, dq, doc, cost, bt, bn, rm, run, n)
      ORDER BY m.n
    )
    SELECT "quantity", "occupied" FROM u`;
  const rows = await tx.$queryRawUnsafe<{ quantity: number; occupied: number }[]>(sql, ...q.values);
  if (!rows.length) {
    // Refused: which step, on the balance as it is now (as the engine has always reported it).
    const stock = await tx.stock.findFirst({ where: { warehouseId: key.warehouseId, skuId: key.skuId }, select: { quantity: true, occupied: true } });
    const balance = { quantity: stock?.quantity ?? 0, occupied: stock?.occupied ?? 0 };
    const failing = key.steps.find((s) => {
      const ok = fits(balance, s);
      if (ok) balance.occupied += s.doc;
      return !ok;
    });
    throw await shortage(tx, failing ?? key.steps[0], balance);
  }
  const after = { quantity: Number(rows[0].quantity), occupied: Number(rows[0].occupied) };
  key.steps.forEach((s, i) => (s.after = { quantity: after.quantity, occupied: after.occupied - key.doc + runs[i] }));
}

function fits(b: Balance, s: Step): boolean {
  const q = b.quantity + s.dq;
  const o = b.occupied + s.doc;
  return q >= 0 && o >= 0 && o <= q;
}

// ---- any batch ------------------------------------------------------------------------------------

interface LotState {
  /** Null for a lot of this batch (inserted with what is left of it). */
  id: number | null;
  left: number;
  /** An existing lot received after this transaction began: FIFO puts this batch's lots before it. */
  later: boolean;
  /** The new lot's row, for a lot of this batch. */
  created?: { step: Step; left: number };
  taken: number;
}

async function applyBatch(ctx: RequestContext, tx: Tx, keys: Key[], steps: Step[]) {
  const companyId = ctx.actor!.companyId;
  // 1. Only stock coming in creates a balance row (occupying needs stock that is already there).
  const incoming = keys.filter((k) => k.steps.some((s) => s.dq > 0));
  if (incoming.length) {
    await tx.$executeRawUnsafe(
      `INSERT INTO "Stock" ("companyId", "skuId", "warehouseId", "updatedAt")
       SELECT $1::int, k.s, k.w, now() FROM unnest($2::int[], $3::int[]) AS k(w, s) ORDER BY k.w, k.s
       ON CONFLICT ("warehouseId", "skuId") DO NOTHING`,
      companyId,
      incoming.map((k) => k.warehouseId),
      incoming.map((k) => k.skuId),
    );
  }

  // 2. Lock order. A multi-row UPDATE … FROM locks rows in whatever order its join plan visits
  // them, so two batches sharing rows could each hold one and wait for the other (deadlock). All
  // rows of the batch are therefore locked first by this one SELECT: the locks are taken above the
  // sort, in ("warehouseId", "skuId") order, the one order every batch uses (as the per-move loop did),
  // so two batches meet on their first common row and the later one waits there holding nothing
  // the first needs. The writes below only touch rows this transaction already holds. Rows another
  // transaction is inserting are invisible here (no wait); two inserts of the same key meet in step 1,
  // also in key order. StockLocation and StockLot rows are locked only after the Stock rows: lots are
  // only written by this engine under their Stock row's lock.
  const locked = await tx.$queryRawUnsafe<{ w: number; s: number; quantity: number; occupied: number }[]>(
    `SELECT st."warehouseId" AS w, st."skuId" AS s, st."quantity", st."occupied"
     FROM "Stock" st JOIN unnest($2::int[], $3::int[]) AS k(w, s) ON st."warehouseId" = k.w AND st."skuId" = k.s
     WHERE st."companyId" = $1::int
     ORDER BY st."warehouseId", st."skuId" FOR UPDATE OF st`,
    companyId,
    keys.map((k) => k.warehouseId),
    keys.map((k) => k.skuId),
  );
  const balances = new Map(locked.map((r) => [`${r.w}:${r.s}`, { quantity: Number(r.quantity), occupied: Number(r.occupied) }]));

  // 3. What lies on the locations that moves take from.
  const takenFrom = new Map<string, { locationId: number; skuId: number }>();
  for (const s of steps)
    if (s.move.locationId != null && s.dq < 0) takenFrom.set(`${s.move.locationId}:${s.move.skuId}`, { locationId: s.move.locationId, skuId: s.move.skuId });
  const onLocation = new Map<string, number>();
  if (takenFrom.size) {
    const pairs = [...takenFrom.values()];
    const rows = await tx.$queryRawUnsafe<{ l: number; s: number; quantity: number }[]>(
      `SELECT sl."locationId" AS l, sl."skuId" AS s, sl."quantity"
       FROM "StockLocation" sl JOIN unnest($2::int[], $3::int[]) AS k(l, s) ON sl."locationId" = k.l AND sl."skuId" = k.s
       WHERE sl."companyId" = $1::int
       ORDER BY sl."locationId", sl."skuId" FOR UPDATE OF sl`,
      companyId,
      pairs.map((p) => p.locationId),
      pairs.map((p) => p.skuId),
    );
    for (const r of rows) onLocation.set(`${r.l}:${r.s}`, Number(r.quantity));
  }

  // The moves in order on the locked figures: the first one that does not fit refuses the batch.
  const locations = new Map<string, { locationId: number; skuId: number; warehouseId: number; net: number; added: boolean }>();
  for (const key of keys) {
    const balance = balances.get(`${key.warehouseId}:${key.skuId}`);
    for (const s of key.steps) {
      // No row (nothing ever came in, or another company's): the key's first move is refused.
      if (!balance) throw await shortage(tx, s, { quantity: 0, occupied: 0 });
      if (!fits(balance, s)) throw await shortage(tx, s, balance);
      balance.quantity += s.dq;
      balance.occupied += s.doc;
      s.after = { ...balance };
      if (s.move.locationId == null || s.dq === 0) continue;
      const pairKey = `${s.move.locationId}:${s.move.skuId}`;
      let pair = locations.get(pairKey);
      if (!pair) locations.set(pairKey, (pair = { locationId: s.move.locationId, skuId: s.move.skuId, warehouseId: s.move.warehouseId, net: 0, added: false }));
      const before = (onLocation.get(pairKey) ?? 0) + pair.net;
      if (before + s.dq < 0) throw await locationShortage(tx, s, before);
      pair.net += s.dq;
      if (s.dq > 0) pair.added = true;
    }
  }

  // 4. FIFO lots: the oldest first, as the moves come (lots of this batch included).
  const consuming = keys.filter((k) => k.steps.some(consumes));
  const lots = new Map<Key, LotState[]>();
  if (consuming.length) {
    const rows = await tx.$queryRawUnsafe<{ id: number; w: number; s: number; quantityLeft: number; later: boolean }[]>(
      `SELECT l."id", l."warehouseId" AS w, l."skuId" AS s, l."quantityLeft", l."receivedAt" > CURRENT_TIMESTAMP::timestamp(3) AS later
       FROM "StockLot" l JOIN unnest($2::int[], $3::int[]) AS k(w, s) ON l."warehouseId" = k.w AND l."skuId" = k.s
       WHERE l."companyId" = $1::int AND l."quantityLeft" > 0
       ORDER BY l."warehouseId", l."skuId", l."receivedAt", l."id" FOR UPDATE OF l`,
      companyId,
      consuming.map((k) => k.warehouseId),
      consuming.map((k) => k.skuId),
    );
    const byKey = new Map(consuming.map((k) => [`${k.warehouseId}:${k.skuId}`, k]));
    for (const r of rows) {
      const key = byKey.get(`${r.w}:${r.s}`)!;
      let list = lots.get(key);
      if (!list) lots.set(key, (list = []));
      list.push({ id: Number(r.id), left: Number(r.quantityLeft), later: !!r.later, taken: 0 });
    }
  }
  const created: { step: Step; left: number }[] = [];
  for (const key of keys) {
    let list = lots.get(key);
    for (const s of key.steps) {
      if (s.dq > 0 && INCOMING.has(s.move.type)) {
        const lot = { step: s, left: s.dq };
        created.push(lot);
        if (!list) lots.set(key, (list = []));
        // A new lot is received now with the highest id: after every lot but those received later.
        const at = list.findIndex((l) => l.id !== null && l.later);
        list.splice(at < 0 ? list.length : at, 0, { id: null, left: s.dq, later: false, created: lot, taken: 0 });
      } else if (consumes(s) && list) {
        let left = -s.dq;
        for (const lot of list) {
          if (left <= 0) break;
          const take = Math.min(left, lot.left);
          if (take <= 0) continue;
          lot.left -= take;
          lot.taken += take;
          if (lot.created) lot.created.left -= take;
          left -= take;
        }
      }
    }
  }
  const consumed = [...lots.values()].flat().filter((l) => l.id !== null && l.taken > 0);

  // 5. Every write in one statement. Its parts do not touch the same row twice.
  const q = new Params();
  const c = q.p(companyId, 'int');
  const ctes: string[] = [];
  let recursive = false;
  // The key table: per (warehouse, SKU) the total changes, and with priced moves the new price.
  ctes.push(
    `k AS (SELECT * FROM ${q.table(keys, [
      [(k) => k.warehouseId, 'int[]'],
      [(k) => k.skuId, 'int[]'],
      [(k) => k.dq, 'int[]'],
      [(k) => k.doc, 'int[]'],
    ])} AS k(w, s, dq, doc))`,
  );
  let changes = 'k';
  // Moving average, exactly as one move at a time: ((q × price + dq × cost) / (q + dq)) rounded to the
  // column after each priced move (the quantity before each one is known from the walk above), folded
  // per key from the price on the locked row. The fold answers one row per key, which the UPDATE then
  // finds by index (joined the other way round, the planner's guess of a recursive CTE's size makes a
  // nested loop over all keys for every key).
  const priced = steps.filter((s) => s.dq > 0 && s.cost !== null);
  if (priced.length) {
    recursive = true;
    // n: the priced move's place among those of its key
    const seen = new Map<Key, number>();
    const ordinal = new Map(priced.map((s) => [s, seen.set(s.key, (seen.get(s.key) ?? 0) + 1).get(s.key)!]));
    const table = q.table(priced, [
      [(s) => s.move.warehouseId, 'int[]'],
      [(s) => s.move.skuId, 'int[]'],
      [(s) => ordinal.get(s), 'int[]'],
      [(s) => s.after!.quantity - s.dq, 'int[]'],
      [(s) => s.dq, 'int[]'],
      [(s) => s.cost, 'numeric[]'],
    ]);
    ctes.push(
      `ps AS (SELECT * FROM ${table} AS t(w, s, n, q, dq, cost))`,
      `fold(w, s, dq, doc, n, p) AS (
         SELECT k.w, k.s, k.dq, k.doc, 0, st."purchasePrice" FROM k JOIN "Stock" st ON st."warehouseId" = k.w AND st."skuId" = k.s
         WHERE st."companyId" = ${c}
         UNION ALL
         SELECT f.w, f.s, f.dq, f.doc, t.n, ((t.q * f.p + t.dq * t.cost) / (t.q + t.dq))::numeric(12, 4)
         FROM fold f JOIN ps t ON t.w = f.w AND t.s = f.s AND t.n = f.n + 1)`,
      `kp AS (SELECT DISTINCT ON (w, s) w, s, dq, doc, p FROM fold ORDER BY w, s, n DESC)`,
    );
    changes = 'kp';
  }
  // The final balances, re-checked (the CHECK constraint would refuse them too).
  ctes.push(`su AS (
    UPDATE "Stock" st SET "quantity" = st."quantity" + k.dq, "occupied" = st."occupied" + k.doc,
      ${priced.length ? `"purchasePrice" = k.p,` : ''} "updatedAt" = now()
    FROM ${changes} k
    WHERE st."companyId" = ${c} AND st."warehouseId" = k.w AND st."skuId" = k.s
      AND st."quantity" + k.dq >= 0 AND st."occupied" + k.doc >= 0 AND st."occupied" + k.doc <= st."quantity" + k.dq
    RETURNING 1)`);
  // Locations: added to (a row is made when something comes in), or taken from under a guard.
  const pairs = [...locations.values()].sort((a, b) => a.locationId - b.locationId || a.skuId - b.skuId);
  const up = pairs.filter((p) => p.net >= 0 && p.added);
  const down = pairs.filter((p) => p.net < 0);
  if (up.length) {
    ctes.push(`lu AS (
      INSERT INTO "StockLocation" ("companyId", "skuId", "warehouseId", "locationId", "quantity", "updatedAt")
      SELECT ${c}, u.s, u.w, u.l, u.net, now()
      FROM ${q.table(up, [
        [(p) => p.locationId, 'int[]'],
        [(p) => p.skuId, 'int[]'],
        [(p) => p.warehouseId, 'int[]'],
        [(p) => p.net, 'int[]'],
      ])} AS u(l, s, w, net) ORDER BY u.l, u.s
      ON CONFLICT ("locationId", "skuId") DO UPDATE SET "quantity" = "StockLocation"."quantity" + EXCLUDED."quantity", "updatedAt" = now())`);
  }
  if (down.length) {
    ctes.push(`ld AS (
      UPDATE "StockLocation" sl SET "quantity" = sl."quantity" + u.net, "updatedAt" = now()
      FROM ${q.table(down, [
        [(p) => p.locationId, 'int[]'],
        [(p) => p.skuId, 'int[]'],
        [(p) => p.net, 'int[]'],
      ])} AS u(l, s, net)
      WHERE sl."companyId" = ${c} AND sl."locationId" = u.l AND sl."skuId" = u.s AND sl."quantity" + u.net >= 0
      RETURNING 1)`);
  }
  if (created.length) {
    ctes.push(`li AS (
      INSERT INTO "StockLot" ("companyId", "skuId", "warehouseId", "quantityIn", "quantityLeft", "unitCost", "billNo")
      SELECT ${c}, u.s, u.w, u.qin, u.qleft, u.cost, u.bn
      FROM ${q.table(created, [
        [(l) => l.step.move.skuId, 'int[]'],
        [(l) => l.step.move.warehouseId, 'int[]'],
        [(l) => l.step.dq, 'int[]'],
        [(l) => l.left, 'int[]'],
        [(l) => l.step.cost ?? '0', 'numeric[]'],
        [(l) => l.step.move.billNo ?? '', 'text[]'],
      ])} WITH ORDINALITY AS u(s, w, qin, qleft, cost, bn, n) ORDER BY u.n)`);
  }
  if (consumed.length) {
    ctes.push(`lc AS (
      UPDATE "StockLot" l SET "quantityLeft" = l."quantityLeft" - u.take
      FROM ${q.table(consumed, [
        [(l) => l.id, 'int[]'],
        [(l) => l.taken, 'int[]'],
      ])} AS u(id, take)
      WHERE l."id" = u.id)`);
  }
  // The ledger, one row per move in the order the moves were applied (ids ascending).
  ctes.push(`lg AS (
    INSERT INTO "StockLedger" (${LEDGER_COLUMNS})
    SELECT ${c}, m.s, m.w, m.loc, m.type, m.dq, m.doc, m.qa, m.oa, m.cost, m.bt, m.bn, m.rm, ${q.p(ctx.actor!.userId ?? null, 'int')}
    FROM ${q.table(steps, [...LEDGER_FROM_MOVE, [(s) => s.after!.quantity, 'int[]'], [(s) => s.after!.occupied, 'int[]']])}
      WITH ORDINALITY AS m(s, w, loc, type, dq, doc, cost, bt, bn, rm, qa, oa, n)
    ORDER BY m.n)`);
  const [written] = await tx.$queryRawUnsafe<{ stock: number; located: number }[]>(
    `WITH ${recursive ? 'RECURSIVE ' : ''}${ctes.join(',\n')}
     SELECT (SELECT count(*)::int FROM su) AS stock, ${down.length ? '(SELECT count(*)::int FROM ld)' : '0'} AS located`,
    ...q.values,
  );
  // Cannot happen with the rows locked and checked above; if it does, nothing of it may commit.
  if (Number(written.stock) !== keys.length || Number(written.located) !== down.length) {
    throw new Error(
      `stock engine: ${keys.length - Number(written.stock)} balances and ${down.length - Number(written.located)} locations changed under their locks`,
    );
  }
}

/** Whether a move takes its quantity from the FIFO lots (a move between locations does not). */
function consumes(s: Step): boolean {
  return s.dq < 0 && s.move.type !== 'moveLocation';
}

// ---- refusals ---------------------------------------------------------------------------------------

/** The refusal for a move that does not fit the balance before it, with the figures the seller needs. */
async function shortage(tx: Tx, step: Step, balance: Balance): Promise<BusinessError> {
  const { move } = step;
  const [sku, warehouse] = await Promise.all([
    tx.sku.findFirst({ where: { id: move.skuId }, select: { sku: true } }),
    tx.warehouse.findFirst({ where: { id: move.warehouseId }, select: { name: true } }),
  ]);
  const q = balance.quantity;
  const o = balance.occupied;
  const dq = step.dq;
  const doc = step.doc;
  if (doc < 0 && o + doc < 0) return new BusinessError('inventory.releaseExceedsOccupied', { quantity: -doc, occupied: o });
  if (dq < 0 && q + dq < o + doc && q + dq >= 0) return new BusinessError('inventory.stockBelowOccupied', { occupied: o + doc });
  return new BusinessError('inventory.insufficientAvailable', {
    sku: sku?.sku ?? move.skuId,
    warehouse: warehouse?.name ?? move.warehouseId,
    available: Math.max(0, q - o),
    quantity: Math.max(-dq, doc),
  });
}

/** A move taking more off its location than lies there. */
async function locationShortage(tx: Tx, step: Step, available: number): Promise<BusinessError> {
  const { move } = step;
  const [sku, location] = await Promise.all([
    tx.sku.findFirst({ where: { id: move.skuId }, select: { sku: true } }),
    tx.location.findFirst({ where: { id: move.locationId! }, select: { code: true } }),
  ]);
  return new BusinessError('inventory.insufficientAvailable', {
    sku: sku?.sku ?? move.skuId,
    warehouse: location?.code ?? move.locationId,
    available,
    quantity: -step.dq,
  });
}
