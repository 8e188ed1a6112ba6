// Pricing templates (issue 18; spec 02 §3 'Pricing template: VAT point, platform commission point,
// gross profit rate, other deduction point', §5 'Pricing'). A template's points are percentages of
// the selling price, so the price that leaves the cost after taking them all is
// cost ÷ (1 − sum of points / 100), two decimals. The points' own rule is pricingPointsProblems
// (rules/freight.ts, messages freight.pricing.*).
import { pricingPointsProblems, round2 } from './freight';

export interface PricingPoints {
  /** VAT point (%). */
  vat: number;
  /** Platform commission point (%). */
  commission: number;
  /** Gross profit rate (%). */
  grossProfit: number;
  /** Other deduction point (%). */
  otherDeduction: number;
}

/** The sum of a template's points (%), two decimals. */
export function pricingPointsSum(p: PricingPoints): number {
  return round2(p.vat + p.commission + p.grossProfit + p.otherDeduction);
}

/**
 * The selling price a template gives from a cost: cost ÷ (1 − sum of points / 100), rounded to two
 * decimals (half away from zero). Null when the points break the pricing rule (sum 100 % or more,
 * negative, more than two decimals) or the cost is not a number from 0.
 */
export function sellingPrice(cost: number, points: PricingPoints): number | null {
  if (!Number.isFinite(cost) || cost < 0 || pricingPointsProblems(points).length) return null;
  return round2(cost / (1 - pricingPointsSum(points) / 100));
}

/** The selling price split into the cost and what each point takes of it (trial calculation). */
export function sellingPriceTerms(
  cost: number,
  points: PricingPoints,
): { price: number; vat: number; commission: number; grossProfit: number; otherDeduction: number } | null {
  const price = sellingPrice(cost, points);
  if (price === null) return null;
  const part = (pct: number) => round2((price * pct) / 100);
  return {
    price,
    vat: part(points.vat),
    commission: part(points.commission),
    grossProfit: part(points.grossProfit),
    otherDeduction: part(points.otherDeduction),
  };
}
