import {
  ABC_WINDOW_DAYS
} from "./chunk-ZYLZMQGQ.js";
import {
  classifyAbc
} from "./chunk-V2SYP3MA.js";
import {
  startSchedule
} from "./chunk-D2Y53OI4.js";
import {
  scopedDb,
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// src/modules/inventory/abc.ts
var ABC_JOB = "inventory.abc";
var ABC_MARKER_KEY = "system/abc-classification.json";
var HOUR = 36e5;
var DAY = 864e5;
var UPDATE_CHUNK = 5e3;
async function recomputeAbcFor(platform, companyId, now = /* @__PURE__ */ new Date()) {
  const db = scopedDb(platform.database.prisma, companyId);
  const since = new Date(now.getTime() - ABC_WINDOW_DAYS * DAY);
  const rows = await db.$queryRaw`
    SELECT s."id", s."abcClass",
      COALESCE(d."delivered", 0) AS "delivered",
      CASE WHEN s."purchasePrice" > 0 THEN s."purchasePrice"
        ELSE COALESCE((SELECT AVG(st."purchasePrice") FROM "Stock" st WHERE st."companyId" = ${companyId} AND st."skuId" = s."id" AND st."purchasePrice" > 0), 0) END AS "price"
    FROM "Sku" s
    LEFT JOIN (
      SELECT "skuId", SUM(-"quantityChange") AS "delivered" FROM "StockLedger"
      WHERE "companyId" = ${companyId} AND "type" = 'outbound' AND "createdAt" >= ${since} AND "createdAt" < ${now}
      GROUP BY "skuId"
    ) d ON d."skuId" = s."id"
    WHERE s."companyId" = ${companyId}`;
  const classes = classifyAbc(rows.map((r) => ({ key: r.id, value: Number(r.delivered) * Number(r.price) })));
  const result = { A: 0, B: 0, C: 0 };
  const changed = { A: [], B: [], C: [] };
  for (const r of rows) {
    const c = classes.get(r.id) ?? "C";
    result[c]++;
    if (r.abcClass !== c) changed[c].push(r.id);
  }
  for (const c of ["A", "B", "C"]) {
    for (let i = 0; i < changed[c].length; i += UPDATE_CHUNK) {
      await db.sku.updateMany({ where: { id: { in: changed[c].slice(i, i + UPDATE_CHUNK) } }, data: { abcClass: c } });
    }
  }
  return result;
}
function firstOfMonth(now) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
async function readMarker(platform) {
  if (!await platform.files.stat(ABC_MARKER_KEY)) return null;
  const chunks = [];
  for await (const chunk of await platform.files.openRead(ABC_MARKER_KEY)) chunks.push(Buffer.from(chunk));
  try {
    const at = new Date(JSON.parse(Buffer.concat(chunks).toString("utf8")).lastRun);
    return Number.isNaN(at.getTime()) ? null : at;
  } catch {
    return null;
  }
}
async function runMonthlyAbcIfDue(platform, now = /* @__PURE__ */ new Date()) {
  const last = await readMarker(platform);
  if (last && last >= firstOfMonth(now)) return 0;
  const companies = await unscopedDb(platform.database.prisma, "the monthly ABC run visits every company").company.findMany({ select: { id: true } });
  const month = now.toISOString().slice(0, 7);
  for (const c of companies) await platform.jobs.enqueue(ABC_JOB, { companyId: c.id }, { jobId: `abc-${c.id}-${month}` });
  await platform.files.put(ABC_MARKER_KEY, Buffer.from(JSON.stringify({ lastRun: now.toISOString(), companies: companies.length })));
  return companies.length;
}
async function startAbcScheduler(platform, http) {
  platform.jobs.register(ABC_JOB, async ({ companyId }) => {
    await recomputeAbcFor(platform, companyId);
  });
  await startSchedule(platform, http, { name: "monthly ABC classification", everyMs: HOUR, run: () => runMonthlyAbcIfDue(platform), atStart: true });
}

export {
  ABC_JOB,
  ABC_MARKER_KEY,
  recomputeAbcFor,
  firstOfMonth,
  runMonthlyAbcIfDue,
  startAbcScheduler
};
//# sourceMappingURL=chunk-AHASBPWJ.js.map