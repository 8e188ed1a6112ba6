import { describe, expect, it } from 'vitest';
import { IMAGE_SPACE_CAPACITY, imageCapacityOf, imageDaysLeft, imagePurgeAt, imageSpaceFull } from './index';

describe('image space rules', () => {
  it('capacity by plan edition; an unknown edition gets the standard one', () => {
    expect(imageCapacityOf('flagship')).toBe(IMAGE_SPACE_CAPACITY.flagship);
    expect(imageCapacityOf('nonsense')).toBe(IMAGE_SPACE_CAPACITY.standard);
  });

  it('is full only when the upload would pass the capacity', () => {
    const cap = IMAGE_SPACE_CAPACITY.standard;
    expect(imageSpaceFull(cap - 10, 10, 'standard')).toBe(false);
    expect(imageSpaceFull(cap - 10, 11, 'standard')).toBe(true);
    expect(imageSpaceFull(cap - 10, 11, 'professional')).toBe(false);
  });

  it('purges 90 days after recycling and counts the days left', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    expect(imagePurgeAt(at).toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(imageDaysLeft(at, new Date('2026-01-01T10:00:00Z'))).toBe(90);
    expect(imageDaysLeft(at, new Date('2026-03-31T11:00:00Z'))).toBe(1);
    expect(imageDaysLeft(at, new Date('2026-05-01T00:00:00Z'))).toBe(0);
  });
});
