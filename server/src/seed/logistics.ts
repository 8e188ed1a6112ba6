// Demo logistics for a first start: system channels enabled from the carrier catalogue, a custom
// channel that takes its tracking numbers from a number pool (with numbers imported as from a .txt
// file) and a history of tracked parcels, so /systemLogistics, /customLogistics, /segmentManagement
// and /logisticsTracking (with its transit report) have something real to show. Goes through the services.
import type { RequestContext } from '../platform/context';
import { createCustomChannel, enableSystemChannel } from '../modules/logistics/channels.service';
import { importNumbers } from '../modules/logistics/pools.service';
import { addRecord } from '../modules/tracking/tracking.service';

const DAY = 86_400_000;
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'ES', 'AU'];

export async function seedLogistics(ctx: RequestContext, now = new Date()): Promise<void> {
  const yun = await enableSystemChannel(ctx, 'YUN-STD'); // YunExpress Standard, max 2000 g
  const fpx = await enableSystemChannel(ctx, '4PX-ECO'); // 4PX Economy
  await enableSystemChannel(ctx, 'UPS-EXP');
  const local = await createCustomChannel(ctx, {
    name: '专线小包 Line Packet',
    carrier: 'Shenzhen Line',
    code: 'SZ-LINE',
    maxWeight: 3000,
    usesNumberPool: true,
    trackingUrl: 'https://track.example.com/?no={no}',
  });
  const numbers = Array.from({ length: 30 }, (_, i) => `SZL${String(202600001 + i)}`).join('\n');
  await importNumbers(ctx, { channelId: local.id, fileName: 'line-packet-numbers.txt', fileType: 'text/plain', content: numbers });

  // tracked parcels shipped over the last 60 days: most delivered, some on the way
  const channels = [yun, fpx, local];
  for (let i = 0; i < 36; i++) {
    const channel = channels[i % channels.length];
    const shippedAt = new Date(now.getTime() - (2 + ((i * 7) % 58)) * DAY);
    await addRecord(
      ctx,
      {
        trackingNo: `DEMO${channel.code.replace(/[^A-Z0-9]/g, '')}${String(100000 + i * 37)}`,
        channelId: channel.id,
        country: COUNTRIES[i % COUNTRIES.length],
        shippedAt: shippedAt.toISOString(),
      },
      now,
    );
  }
}
