-- CreateTable
CREATE TABLE "OrderSalesDay" (
    "companyId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "shopId" INTEGER NOT NULL,
    "platformType" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "orders" INTEGER NOT NULL,
    "amount" DECIMAL(16,2) NOT NULL,

    CONSTRAINT "OrderSalesDay_pkey" PRIMARY KEY ("companyId","day","shopId","platformType","currency","status")
);

-- CreateTable
CREATE TABLE "OrderSalesDelta" (
    "id" BIGSERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "shopId" INTEGER NOT NULL,
    "platformType" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "orders" INTEGER NOT NULL,
    "amount" DECIMAL(16,2) NOT NULL,

    CONSTRAINT "OrderSalesDelta_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrderSalesDelta_companyId_day_idx" ON "OrderSalesDelta"("companyId", "day");


-- Hand-written: the triggers that keep OrderSalesDay, its fold, and the backfill of existing orders.
-- Statement-level triggers with transition tables: one INSERT of aggregated deltas per statement on
-- "Order" (a bulk import of 66k orders adds a few hundred rows), and only when a column the rollup
-- reads changed. Deltas are appended, never updated, so concurrent order writes take no shared lock.
CREATE FUNCTION order_sales_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "OrderSalesDelta" ("companyId", day, "shopId", "platformType", currency, status, orders, amount)
  SELECT "companyId", "orderedAt"::date, "shopId", "platformType", currency, status, count(*), sum("totalAmount")
  FROM new_orders GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;

CREATE FUNCTION order_sales_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "OrderSalesDelta" ("companyId", day, "shopId", "platformType", currency, status, orders, amount)
  SELECT "companyId", "orderedAt"::date, "shopId", "platformType", currency, status, -count(*), -sum("totalAmount")
  FROM old_orders GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;

CREATE FUNCTION order_sales_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "OrderSalesDelta" ("companyId", day, "shopId", "platformType", currency, status, orders, amount)
  SELECT c, d, s, p, cur, st, sum(n), sum(a) FROM (
    SELECT o."companyId" AS c, o."orderedAt"::date AS d, o."shopId" AS s, o."platformType" AS p, o.currency AS cur, o.status AS st, -1 AS n, -o."totalAmount" AS a
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o."companyId", o."orderedAt", o."shopId", o."platformType", o.currency, o.status, o."totalAmount")
      IS DISTINCT FROM (n."companyId", n."orderedAt", n."shopId", n."platformType", n.currency, n.status, n."totalAmount")
    UNION ALL
    SELECT n."companyId", n."orderedAt"::date, n."shopId", n."platformType", n.currency, n.status, 1, n."totalAmount"
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o."companyId", o."orderedAt", o."shopId", o."platformType", o.currency, o.status, o."totalAmount")
      IS DISTINCT FROM (n."companyId", n."orderedAt", n."shopId", n."platformType", n.currency, n.status, n."totalAmount")
  ) moved
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(n) <> 0 OR sum(a) <> 0;
  RETURN NULL;
END $$;

CREATE TRIGGER order_sales_insert AFTER INSERT ON "Order" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_sales_on_insert();
CREATE TRIGGER order_sales_delete AFTER DELETE ON "Order" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION order_sales_on_delete();
CREATE TRIGGER order_sales_update AFTER UPDATE ON "Order" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_sales_on_update();

-- Moves the committed deltas into OrderSalesDay (DELETE … RETURNING takes only committed rows, and
-- two folds at once each take different rows). Answers how many day rows it touched.
CREATE FUNCTION order_sales_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE touched integer;
BEGIN
  WITH moved AS (DELETE FROM "OrderSalesDelta" RETURNING *)
  INSERT INTO "OrderSalesDay" AS d ("companyId", day, "shopId", "platformType", currency, status, orders, amount)
  SELECT "companyId", day, "shopId", "platformType", currency, status, sum(orders), sum(amount)
  FROM moved GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("companyId", day, "shopId", "platformType", currency, status)
  DO UPDATE SET orders = d.orders + excluded.orders, amount = d.amount + excluded.amount;
  GET DIAGNOSTICS touched = ROW_COUNT;
  RETURN touched;
END $$;

-- Orders that exist before this migration.
INSERT INTO "OrderSalesDay" ("companyId", day, "shopId", "platformType", currency, status, orders, amount)
SELECT "companyId", "orderedAt"::date, "shopId", "platformType", currency, status, count(*), sum("totalAmount")
FROM "Order" GROUP BY 1, 2, 3, 4, 5, 6;
