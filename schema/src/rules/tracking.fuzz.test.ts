// Properties of the tracking record input (spec 02 §4 'Tracking: add …'; numbers: letters, digits
// and dashes, at most TRACKING_NUMBER_MAX).
import { expect } from 'vitest';
import { TRACKING_NUMBER_MAX } from './logistics';
import { blank, bool, brk, fc, fuzz, id, optText, padded, tooLong } from './fuzz.support';

fuzz('trackingRecordInput', {
  valid: fc.record(
    {
      trackingNo: padded(fc.stringMatching(new RegExp(`^[A-Za-z0-9-]{1,${TRACKING_NUMBER_MAX}}$`))),
      channelId: id,
      carrier: optText(64),
      country: padded(fc.stringMatching(/^[A-Za-z]{0,2}$/)),
      shippedAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
      autoTrack: bool,
    },
    { requiredKeys: ['trackingNo'] },
  ),
  accepts: (i, o) => {
    expect(o.trackingNo).toBe(i.trackingNo.trim());
    if (i.country !== undefined) expect(o.country).toBe(i.country.trim().toUpperCase());
    expect(o.autoTrack).toBe(i.autoTrack ?? true);
  },
  breaks: [
    brk('trackingNo', 'tracking.numberRequired', fc.oneof(blank, fc.constant(undefined))),
    brk('trackingNo', 'tracking.numberInvalid', fc.stringMatching(new RegExp(`^[A-Z0-9]{${TRACKING_NUMBER_MAX + 1},${TRACKING_NUMBER_MAX + 10}}$`)), {
      rule: 'too long',
    }),
    brk('trackingNo', 'tracking.numberInvalid', fc.stringMatching(/^[A-Z0-9]{1,5}[ _#/中][A-Z0-9]{1,5}$/), { rule: 'bad characters in' }),
    brk('carrier', 'logistics.channel.carrierTooLong', tooLong(64)),
    brk('country', 'validation.tooLong', fc.stringMatching(/^[A-Za-z]{3,5}$/)),
  ],
});
