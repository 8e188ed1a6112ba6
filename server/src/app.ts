// Builds the whole server: platform services, database (migrated), GraphQL, REST and the client.
import fastifyStatic from '@fastify/static';
import { LOGIN_ATTEMPTS_PER_MINUTE, REQUEST_BODY_LIMIT_BYTES, translate } from '@erp/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './platform/config';
import type { Platform } from './platform/context';
import { openDatabase, type Database } from './platform/db';
import { createLogger, type Logger } from './platform/logger';
import { createMailer } from './platform/mailer';
import { createFileStorage, type FileStorage } from './platform/files';
import { createJobQueue, type JobQueue } from './platform/jobs';
import { createEventBus } from './platform/pubsub';
import { OutboxDispatcher } from './platform/outbox';
import { createLimiter } from './platform/rate-limit';
import { createApiClientRuntime } from './platform/api-budget';
import { TokenService, resolveSecret } from './platform/tokens';
import { createGraphQL } from './graphql/yoga';
import { registerRoutes, requestLang, restErrorHandler } from './rest/router';
import { authRoutes } from './modules/auth/auth.rest';
import { clientLogRoutes } from './modules/client-log/client-log.rest';
import { messageRoutes } from './modules/messages/messages.rest';
import { chatRoutes } from './modules/chat/chat.rest';
import { replyRoutes } from './modules/replies/replies.rest';
import { translationRoutes } from './modules/translation/translation.rest';
import { imageRoutes } from './modules/images/images.rest';
import { registerAiStreams } from './modules/ai-writing/ai-writing.rest';
import { homeRoutes } from './modules/home/home.rest';
import { registerReportJobDownload, reportJobRoutes } from './modules/report-jobs/report-jobs.rest';
import { recoverReportJobs, registerReportJobWorker, startReportJobSweeper } from './modules/report-jobs/report-jobs.worker';
import { syncMenu } from './modules/menu/menu.service';
import { backfillPurchaseFinanceOrders } from './modules/finance/finance-backfill';
import { sandboxConnectors } from './modules/marketplaces/connector';
import { registerMarketplaceJobs } from './modules/marketplaces/tracking-upload';
import { registerListingJobs } from './modules/listings/listings.queue';
import { registerSellAlongJobs } from './modules/listing-tools/listing-tools.schedule';
import { registerImageToolJobs } from './modules/image-tools/image-tools.service';
import { seedDemo } from './seed/demo';
import { registerFileServing, registerMultipartRoutes, storageRoutes } from './modules/storage/storage.rest';
import { catalogImportRoutes, registerCatalogTemplate } from './modules/catalog/catalog.import';
import { orderImportRoutes, registerOrderImport } from './modules/order-import/order-import.rest';
import { registerTrackingImportTemplate, trackingImportRoutes } from './modules/shipping/tracking-numbers.rest';
import { freightImportRoutes, registerFreightImportTemplates } from './modules/freight/freight.rest';
import { logisticsBillRoutes, registerLogisticsBills } from './modules/logistics-bills/logistics-bills.rest';
import { registerApiClientRoutes } from './modules/api-clients/api-clients.rest';
import { secretBox } from './platform/secret-box';
import { credentialOpeningConnectors, sealPlainShopCredentials } from './modules/shops/shops.credentials';

export interface App {
  http: FastifyInstance;
  platform: Platform;
  /** Every HTTP route registered (the tenancy and permission crawls check each has an entry). */
  restRoutes: { method: string; url: string }[];
  close(): Promise<void>;
}

export interface AppOptions {
  config: Config;
  /** A database opened by the caller (tests); otherwise opened from config. */
  database?: Database;
  logger?: Logger;
  /** A job queue built by the caller (tests: BullMQ on a queue of their own); otherwise from config. */
  jobs?: JobQueue;
  /** File storage built by the caller; otherwise DATA_DIR/files. */
  files?: FileStorage;
}

export async function createApp({ config, database, logger = createLogger(config.logLevel), jobs, files }: AppOptions): Promise<App> {
  const db = database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  const applied = await db.migrate();
  if (applied.length) logger.info({ applied }, 'migrations applied');

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const platform: Platform = {
    config,
    logger,
    database: db,
    tokens: new TokenService(resolveSecret(config.dataDir, config.jwtSecret), config.accessTokenTtl),
    mailer: createMailer(logger, config.smtpUrl, config.mailFrom),
    events: createEventBus(config.redisUrl, config.redisNamespace),
    outbox: new OutboxDispatcher(db.sql, logger),
    limiters: {
      login: createLimiter('login', LOGIN_ATTEMPTS_PER_MINUTE, 60, redis, config.redisNamespace),
      loginUser: createLimiter('login-user', LOGIN_ATTEMPTS_PER_MINUTE, 60, redis, config.redisNamespace),
      register: createLimiter('register', 10, 3600, redis, config.redisNamespace),
      sendCode: createLimiter('send-code', 5, 600, redis, config.redisNamespace),
      sendCodeUser: createLimiter('send-code-user', 5, 600, redis, config.redisNamespace),
    },
    // every connector call opens the shop's sealed credential (modules/shops/shops.credentials.ts)
    connectors: credentialOpeningConnectors(sandboxConnectors(), secretBox(config)),
    files: files ?? createFileStorage(config.dataDir),
    jobs: jobs ?? createJobQueue({ logger, redisUrl: config.redisUrl, prefix: `${config.redisNamespace}:bull` }),
    apiClients: createApiClientRuntime(db, logger, redis),
  };
  await platform.outbox.start();
  // shop credentials still in plain text (stored before encryption) are sealed (docs/decisions.md 'Shop credentials at rest')
  await sealPlainShopCredentials(platform, secretBox(config), logger);
  await syncMenu(platform);
  // purchase payments approved before finance existed get their payment / collection orders (idempotent)
  await backfillPurchaseFinanceOrders(platform);
  registerReportJobWorker(platform);
  registerMarketplaceJobs(platform); // scheduled order pulls + tracking uploads (issue 6); main.ts starts the schedule
  registerListingJobs(platform); // the publish queue (issue 19); main.ts starts its schedule
  registerSellAlongJobs(platform); // sell-along price following (issue 19); main.ts starts its schedule
  registerImageToolJobs(platform); // image tools batches (issue 24 item 2)
  // buyer messages: the queued sends (issue 21; the pull schedule starts in main.ts), before the demo
  // seed, whose chat pull queues the auto-replies of the demo's recent messages
  (await import('./modules/chat/chat.pull')).startChatJobs(platform);
  // Jobs a previous run left behind: stale ones fail with a reason; queued ones are queued again
  // (all of them for the in-process queue, whose waiting list died with that process, and whose
  // processing jobs died with it too, however fresh their heartbeat). Then every minute.
  const inProcess = platform.jobs.kind === 'in-process';
  const recovered = await recoverReportJobs(platform, { resumeQueued: inProcess ? 'all' : 'stale', interruptProcessing: inProcess ? 'all' : 'stale' });
  if (recovered.interrupted.length || recovered.resumed.length) logger.info(recovered, 'report jobs recovered');
  const stopSweeper = startReportJobSweeper(platform);
  if (config.seedDemo) {
    const seeded = await seedDemo(platform);
    if (seeded) logger.info('demo company seeded: sign in as demo / demo1234');
  }

  // X-Forwarded-For is believed only from TRUST_PROXY (off by default): the rate limits key on req.ip.
  const http = Fastify({ bodyLimit: REQUEST_BODY_LIMIT_BYTES, logger: false, trustProxy: config.trustProxy });
  const restRoutes: App['restRoutes'] = [];
  http.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) restRoutes.push({ method, url: r.url });
  });
  // api/v1/user/routes is form-encoded in the spec; parse it without another dependency.
  http.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  http.setErrorHandler(restErrorHandler(platform));

  const { yoga, attachWebSocket } = createGraphQL(platform);
  http.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req: req as never });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  registerApiClientRoutes(http, platform); // POST /oauth/token and the REST budget of API clients (issue 17)
  registerRoutes(http, platform, '/api/v1/', [...authRoutes, ...clientLogRoutes, ...messageRoutes, ...reportJobRoutes, ...homeRoutes, ...chatRoutes]);
  registerRoutes(http, platform, '/api/v1/', [...replyRoutes, ...translationRoutes]); // issue 21: message/repliesWithoutPagination, translate
  registerRoutes(http, platform, '/api/v1/', imageRoutes); // issue 24: upload by URL, the editor's base64 images
  // The spec's error report path has no api/v1 prefix.
  registerRoutes(http, platform, '/', clientLogRoutes);
  registerReportJobDownload(http, platform);
  registerAiStreams(http, platform); // issue 24 item 7: streamed AI answers (SSE)
  // uploads (file service, catalog import) and the stored files they serve
  await registerMultipartRoutes(http, platform, '/api/v1/', [
    ...storageRoutes,
    ...catalogImportRoutes,
    ...orderImportRoutes,
    ...trackingImportRoutes,
    ...freightImportRoutes,
    ...logisticsBillRoutes, // issue 22 item 5: carrier bills
  ]);
  registerFileServing(http, platform);
  registerCatalogTemplate(http, platform);
  registerOrderImport(http, platform); // order import template + its background job (issue 6)
  registerTrackingImportTemplate(http);
  registerFreightImportTemplates(http); // shipping template / partition rule import templates (issue 18)
  registerLogisticsBills(http); // carrier bill template (issue 22 item 5)
  // What a killed previous process left behind (docs/operations.md 'Crash safety'): big imports whose
  // rules job died with it (the in-process queue; BullMQ keeps its jobs), and half-written files.
  if (platform.jobs.kind === 'in-process') {
    const pendingRules = await (await import('./modules/order-import/order-import.service')).recoverOrderImportRules(platform);
    if (pendingRules) logger.info({ orders: pendingRules }, 'order import rules queued again');
  }
  await platform.files.removeAbandonedWrites?.(3_600_000);

  if (existsSync(path.join(config.clientDist, 'index.html'))) {
    await http.register(fastifyStatic, { root: config.clientDist, prefix: '/', wildcard: false });
  } else {
    http.get('/', async (_req, reply) => reply.type('text/plain').send('The web client is not built: run `npm run build`.'));
  }
  const indexHtml = path.join(config.clientDist, 'index.html');
  http.setNotFoundHandler((req, reply) => {
    // A page address typed without '#' (e.g. /orders) gets the app, which rewrites it to #/orders.
    const wantsPage =
      req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/graphql') && String(req.headers.accept ?? '').includes('text/html');
    if (wantsPage && existsSync(indexHtml)) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ code: 404, message: translate(requestLang(req), 'common.notFound'), type: 'tips', data: null });
  });

  await (await import('./modules/inventory/abc')).startAbcScheduler(platform, http); // monthly ABC classification (issue 5)
  await (await import('./modules/orders/orders.alerts')).startUnmatchedAlerts(platform, http); // unmatched-order alerts at 12 / 24 h (issue 6)
  await (await import('./modules/tracking/tracking.service')).startTrackingScheduler(platform, http); // automatic tracking re-queries (issue 6)
  await (await import('./modules/shipping/outbound.service')).startPickupTimeouts(platform, http); // parcels scanned out but not picked up → collectStatus -1 (issue 6)
  await (await import('./modules/marketplaces/tracking-upload')).startTrackingUploadRetries(platform, http); // failed tracking uploads retried with backoff (issue 18)
  await (await import('./modules/purchase-orders/purchase-orders.alerts')).startPurchaseAlerts(platform, http); // plan not ordered, no pickup, not signed for (issue 7)
  await (await import('./modules/wholesale/wholesale.service')).startWholesaleSync(platform, http); // wholesale-platform logistics → purchase-order tracking numbers (issue 7)
  await (await import('./modules/home/home.service')).startOrderSalesFold(platform, http); // order sales deltas → the dashboard's daily rollup (issue 8)
  await (await import('./modules/events/events.service')).startEventRetention(platform, http); // domain events older than EVENT_RETENTION_DAYS go, hourly (issue 17)
  await (await import('./modules/shops/shops.service')).startShopAuthExpiry(platform, http); // shops whose marketplace credential ran out → expired (issue 17)
  await (await import('./modules/webhooks/webhooks.worker')).startWebhookWorker(platform, http); // webhook fan-out from the outbox + deliveries (issue 17)
  await (await import('./modules/inventory-push/inventory-push.worker')).startInventoryPush(platform, http); // stock changes → pushes to listings, retries, drift check (issue 19)
  await (await import('./modules/overseas-warehouses/overseas-inventory.schedule')).startOverseasInventorySync(platform, http); // overseas warehouse stock snapshots, hourly (issue 23)
  await (await import('./modules/images/images.schedule')).startImagePurge(platform, http); // image space recycle bin after 90 days, temporary uploads after 24 h (issue 24)
  await (await import('./modules/fulfilment-stock/fulfilment-stock.schedule')).startFulfilmentStockSync(platform, http); // FBA / FBK / FBE stock snapshots of synced shops, every two hours (issue 23 item 6)
  await (await import('./modules/overseas-warehouses/overseas-outbound.schedule')).startOverseasOutboundSync(platform, http); // outbound orders at overseas warehouses: their tracking numbers, every 10 minutes (issue 23)
  await (await import('./modules/supply-monitors/supply-monitors.schedule')).startSupplyMonitors(platform, http); // supply monitors: GigaCloud, vidaXL, supply shops, eMAG offers, hourly (issue 23 item 8)
  await (await import('./modules/stock-orders/stock-orders.schedule')).startStockOrderReceiptSync(platform, http); // stock order receipts at overseas warehouses (ASN), every 30 minutes (issue 23)
  const { stopRenderWorker } = await import('./modules/print-templates/print-templates.renderer'); // PDFs of print templates drawn in a child process (issue 18)
  http.addHook('onClose', (_instance, done) => {
    stopRenderWorker();
    done();
  });
  await http.ready();
  const detachWs = attachWebSocket(http.server);
  return {
    http,
    platform,
    restRoutes,
    async close() {
      stopSweeper();
      await detachWs();
      await http.close();
      // Running jobs finish (or fail) before the database and pub/sub go away.
      await platform.jobs.close();
      await platform.outbox.stop();
      await platform.events.close();
      await platform.apiClients.close();
      redis?.disconnect();
      await db.close();
    },
  };
}
