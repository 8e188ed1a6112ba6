// The stock push rule math (issue 19 point 6) and the drift causes (point 7).
import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index';
import { DEFAULT_STOCK_PUSH_RULE, stockDriftCause, stockPushQuantity, stockPushRuleProblems, type StockPushRuleValues } from './stock-push';

const rule = (r: Partial<StockPushRuleValues>): StockPushRuleValues => ({ ...DEFAULT_STOCK_PUSH_RULE, ...r });

describe('stockPushQuantity', () => {
  it('pushes everything available by default, never below 0', () => {
    expect(stockPushQuantity(37, DEFAULT_STOCK_PUSH_RULE)).toBe(37);
    expect(stockPushQuantity(-4, DEFAULT_STOCK_PUSH_RULE)).toBe(0);
  });
  it('takes a percentage, rounded down', () => {
    expect(stockPushQuantity(10, rule({ percentage: 50 }))).toBe(5);
    expect(stockPushQuantity(9, rule({ percentage: 50 }))).toBe(4);
    expect(stockPushQuantity(3, rule({ percentage: 33 }))).toBe(0);
    expect(stockPushQuantity(100, rule({ percentage: 0 }))).toBe(0);
  });
  it('keeps the reserve back before the percentage, then caps', () => {
    expect(stockPushQuantity(20, rule({ reserve: 5 }))).toBe(15);
    expect(stockPushQuantity(3, rule({ reserve: 5 }))).toBe(0);
    expect(stockPushQuantity(20, rule({ reserve: 4, percentage: 50 }))).toBe(8);
    expect(stockPushQuantity(1000, rule({ maxQuantity: 30 }))).toBe(30);
    expect(stockPushQuantity(10, rule({ maxQuantity: 30 }))).toBe(10);
    expect(stockPushQuantity(10, rule({ maxQuantity: 0 }))).toBe(0);
  });
  it('pushes 0 when the available quantity is below N (compared before the reserve)', () => {
    const r = rule({ zeroBelow: 5, reserve: 1 });
    expect(stockPushQuantity(4, r)).toBe(0);
    expect(stockPushQuantity(5, r)).toBe(4);
  });
});

describe('stockPushRuleProblems', () => {
  it('accepts a valid rule', () => {
    expect(stockPushRuleProblems({ percentage: 80, maxQuantity: null, reserve: 2, zeroBelow: 3 })).toEqual([]);
    expect(stockPushRuleProblems({ percentage: 0, maxQuantity: 0, reserve: 0, zeroBelow: 0 })).toEqual([]);
  });
  it('names each broken field, with a message in zh and en', () => {
    const issues = stockPushRuleProblems({ percentage: 101, maxQuantity: -1, reserve: 1.5, zeroBelow: -3 });
    expect(issues.map((i) => [i.field, i.messageId])).toEqual([
      ['percentage', 'stockPush.percentageRange'],
      ['maxQuantity', 'stockPush.countInvalid'],
      ['reserve', 'stockPush.countInvalid'],
      ['zeroBelow', 'stockPush.countInvalid'],
    ]);
    expect(stockPushRuleProblems({ percentage: -1 })[0].field).toBe('percentage');
    expect(stockPushRuleProblems({ percentage: 12.5 })[0].field).toBe('percentage');
    for (const i of issues) {
      expect(messages.en[i.messageId as keyof typeof messages.en]).toBeTruthy();
      expect(messages.zh[i.messageId as keyof typeof messages.zh]).toBeTruthy();
    }
  });
});

describe('stockDriftCause', () => {
  const at = new Date('2026-01-02T00:00:00Z');
  const before = new Date('2026-01-01T00:00:00Z');
  const after = new Date('2026-01-03T00:00:00Z');
  it('is null when the marketplace shows what the rule says', () => {
    expect(stockDriftCause({ expected: 5, actual: 5, lastPush: null, ruleChangedAt: at, known: 0 })).toBeNull();
  });
  it('blames a failed or waiting push first', () => {
    expect(stockDriftCause({ expected: 5, actual: 9, lastPush: { status: 'failed', quantity: 5, at }, ruleChangedAt: before, known: 9 })).toBe('pushFailed');
    expect(stockDriftCause({ expected: 5, actual: 9, lastPush: { status: 'retrying', quantity: 5, at }, ruleChangedAt: before, known: 9 })).toBe('pushFailed');
  });
  it('finds a quantity edited on the marketplace', () => {
    expect(stockDriftCause({ expected: 5, actual: 99, lastPush: { status: 'success', quantity: 5, at }, ruleChangedAt: before, known: 5 })).toBe(
      'editedOnMarketplace',
    );
    expect(stockDriftCause({ expected: 5, actual: 99, lastPush: null, ruleChangedAt: before, known: 7 })).toBe('editedOnMarketplace');
  });
  it('tells a changed rule from stock that moved since the last push', () => {
    expect(stockDriftCause({ expected: 4, actual: 8, lastPush: { status: 'success', quantity: 8, at }, ruleChangedAt: after, known: 8 })).toBe('ruleChanged');
    expect(stockDriftCause({ expected: 4, actual: 8, lastPush: { status: 'success', quantity: 8, at }, ruleChangedAt: before, known: 8 })).toBe('notPushed');
    expect(stockDriftCause({ expected: 4, actual: 8, lastPush: null, ruleChangedAt: before, known: 8 })).toBe('ruleChanged');
  });
});
