-- The outbox is read in (txid, id) order below the xmin horizon (server/src/platform/outbox.ts):
-- by every instance's dispatcher (all companies) and by replays of one company.
CREATE INDEX "DomainEvent_txid_id_idx" ON "DomainEvent"("txid", "id");
CREATE INDEX "DomainEvent_companyId_txid_id_idx" ON "DomainEvent"("companyId", "txid", "id");
