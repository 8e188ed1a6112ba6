import {
  HOME_BULLETINS,
  bottomWindow,
  figureOrderFilter,
  foldOrderSales,
  homeBottomData,
  homeDashboard,
  homeSalesReport,
  parseSalesReportInput,
  salesChartSql,
  salesRollup,
  startOrderSalesFold
} from "./chunk-WZ33CGPR.js";
import "./chunk-T5PYVQZA.js";
import "./chunk-TKMA4EBN.js";
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
  HOME_BULLETINS,
  bottomWindow,
  figureOrderFilter,
  foldOrderSales,
  homeBottomData,
  homeDashboard,
  homeSalesReport,
  parseSalesReportInput,
  salesChartSql,
  salesRollup,
  startOrderSalesFold
};
//# sourceMappingURL=home.service-VR5KIURC.js.map