// Boot: config → database (migrated, menu synced, demo seeded on first run) → http.
import { createApp } from './app';
import { loadConfig } from './platform/config';
import { createLogger } from './platform/logger';
import { startOrderPullScheduler } from './modules/marketplaces/pull.service';
import { startListingQueueScheduler } from './modules/listings/listings.queue';
import { startSellAlongFollowScheduler } from './modules/listing-tools/listing-tools.schedule';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const app = await createApp({ config, logger });
await app.http.listen({ port: config.port, host: config.host });
// Scheduled marketplace order pulls: a tick every minute queues the shops that are due (tests call ticks themselves).
const stopPullScheduler = startOrderPullScheduler(app.platform);
// The listing publish queue: a tick every 15 s queues the companies with due listings (issue 19).
const stopListingScheduler = startListingQueueScheduler(app.platform);
// eMAG sell-along offers that follow the competitors' price: repriced every 30 minutes.
const stopSellAlongScheduler = startSellAlongFollowScheduler(app.platform);
// Buyer messages of every authorized shop, every 2 minutes (issue 21).
const stopChatPullScheduler = (await import('./modules/chat/chat.pull')).startChatPullSchedule(app.platform);
// After-sales cases and reviews of every authorized shop, every 15 minutes (issue 21).
const stopAfterSalesPullScheduler = (await import('./modules/after-sales/after-sales.schedule')).startAfterSalesPullSchedule(app.platform);
logger.info(
  `ERP listening on http://localhost:${config.port} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`}, pub/sub: ${config.redisUrl ? 'Redis' : 'in-process'})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shutdown(signal));
}

async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: shutting down`);
  stopPullScheduler();
  stopListingScheduler();
  stopSellAlongScheduler();
  stopChatPullScheduler();
  stopAfterSalesPullScheduler();
  await app.close();
  process.exit(0);
}
