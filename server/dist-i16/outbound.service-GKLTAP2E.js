import {
  confirmPickup,
  markAllPickupTimeouts,
  markPickupException,
  markPickupTimeouts,
  outboundCounts,
  outboundScan,
  outboundWhere,
  startPickupTimeouts
} from "./chunk-TKMA4EBN.js";
import "./chunk-D5XDSTMQ.js";
import "./chunk-ZYLZMQGQ.js";
import "./chunk-UJV7PTJ6.js";
import "./chunk-V2SYP3MA.js";
import "./chunk-BCYJEP5R.js";
import "./chunk-2F5RSO57.js";
import "./chunk-D2Y53OI4.js";
import "./chunk-BSPRULER.js";
import "./chunk-3XUCUEAO.js";
export {
  confirmPickup,
  markAllPickupTimeouts,
  markPickupException,
  markPickupTimeouts,
  outboundCounts,
  outboundScan,
  outboundWhere,
  startPickupTimeouts
};
//# sourceMappingURL=outbound.service-GKLTAP2E.js.map