import { describe, expect, it } from 'vitest';
import { PLATFORM_OPTIONS, percentText, statusParam } from './platforms';

describe('shops helpers', () => {
  it('accepts only known statuses from the address', () => {
    expect(statusParam('4')).toBe('4');
    expect(statusParam('0')).toBe('0');
    expect(statusParam('')).toBe('');
    expect(statusParam(null)).toBe('');
    expect(statusParam('9')).toBe('');
    expect(statusParam('x')).toBe('');
  });

  it('shows Decimal(8,4) rates without trailing zeros and without floats', () => {
    expect(percentText('12.5000')).toBe('12.5');
    expect(percentText('19.0000')).toBe('19');
    expect(percentText('0.0100')).toBe('0.01');
    expect(percentText('7')).toBe('7');
    expect(percentText(null)).toBe('');
  });

  it('offers every marketplace with its spec number', () => {
    expect(PLATFORM_OPTIONS).toContainEqual({ value: '1', label: 'eBay' });
    expect(PLATFORM_OPTIONS).toContainEqual({ value: '54', label: 'Darty' });
    expect(PLATFORM_OPTIONS).toHaveLength(35);
  });
});
