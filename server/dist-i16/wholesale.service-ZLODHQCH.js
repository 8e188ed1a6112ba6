import {
  WHOLESALE_OPEN_STATUSES,
  WHOLESALE_SYNC_INTERVAL_MS,
  findPairingOfSku,
  importWholesaleOrders,
  orderPairedProducts,
  pairWholesaleProduct,
  pairedUnitPrice,
  pairingSkuWhere,
  parseWholesaleProduct,
  placeWholesaleOrders,
  specTextOf,
  startWholesaleSync,
  syncWholesaleLogistics,
  syncWholesaleNow,
  unpairWholesaleProducts,
  wholesaleOrderWhere
} from "./chunk-Y2OV3QRO.js";
import "./chunk-W4K3TAZW.js";
import "./chunk-UJV7PTJ6.js";
import "./chunk-V2SYP3MA.js";
import "./chunk-D2Y53OI4.js";
import "./chunk-BSPRULER.js";
import "./chunk-3XUCUEAO.js";
export {
  WHOLESALE_OPEN_STATUSES,
  WHOLESALE_SYNC_INTERVAL_MS,
  findPairingOfSku,
  importWholesaleOrders,
  orderPairedProducts,
  pairWholesaleProduct,
  pairedUnitPrice,
  pairingSkuWhere,
  parseWholesaleProduct,
  placeWholesaleOrders,
  specTextOf,
  startWholesaleSync,
  syncWholesaleLogistics,
  syncWholesaleNow,
  unpairWholesaleProducts,
  wholesaleOrderWhere
};
//# sourceMappingURL=wholesale.service-ZLODHQCH.js.map