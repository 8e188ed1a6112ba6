// src/platform/schedule.ts
import { randomUUID } from "crypto";
import os from "os";
var INSTANCE_ID = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
async function claimLease(platform, name, ms, holder = INSTANCE_ID) {
  const rows = await platform.database.sql.query(
    `INSERT INTO "SchedulerLease" (name, holder, until) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
     WHERE "SchedulerLease".until <= now()
     RETURNING name`,
    [name, holder, ms / 1e3]
  );
  return rows.length === 1;
}
async function startSchedule(platform, http, schedule) {
  let running = Promise.resolve();
  const leaseMs = Math.max(1e3, schedule.everyMs - 1e3);
  const tick = () => {
    running = running.then(async () => {
      if (await claimLease(platform, schedule.name, leaseMs)) await schedule.run();
    }).catch((err) => platform.logger.warn({ err }, `${schedule.name} failed`));
    return running;
  };
  if (schedule.atStart) await tick();
  const timer = setInterval(tick, schedule.everyMs);
  timer.unref();
  http.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}

export {
  startSchedule
};
//# sourceMappingURL=chunk-D2Y53OI4.js.map