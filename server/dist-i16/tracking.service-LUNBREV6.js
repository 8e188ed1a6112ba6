import {
  addRecord,
  autoRequery,
  markDeleted,
  queryRecords,
  recordsForShippedOrders,
  requery,
  restore,
  resubmit,
  setAutoTrack,
  startTrackingScheduler,
  statusCounts,
  trackingReport,
  trackingWhere
} from "./chunk-TKRLLFWX.js";
import "./chunk-2F5RSO57.js";
import "./chunk-D2Y53OI4.js";
import "./chunk-BSPRULER.js";
import "./chunk-3XUCUEAO.js";
export {
  addRecord,
  autoRequery,
  markDeleted,
  queryRecords,
  recordsForShippedOrders,
  requery,
  restore,
  resubmit,
  setAutoTrack,
  startTrackingScheduler,
  statusCounts,
  trackingReport,
  trackingWhere
};
//# sourceMappingURL=tracking.service-LUNBREV6.js.map