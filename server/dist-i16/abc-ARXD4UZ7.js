import {
  ABC_JOB,
  ABC_MARKER_KEY,
  firstOfMonth,
  recomputeAbcFor,
  runMonthlyAbcIfDue,
  startAbcScheduler
} from "./chunk-AHASBPWJ.js";
import "./chunk-ZYLZMQGQ.js";
import "./chunk-V2SYP3MA.js";
import "./chunk-D2Y53OI4.js";
import "./chunk-3XUCUEAO.js";
export {
  ABC_JOB,
  ABC_MARKER_KEY,
  firstOfMonth,
  recomputeAbcFor,
  runMonthlyAbcIfDue,
  startAbcScheduler
};
//# sourceMappingURL=abc-ARXD4UZ7.js.map