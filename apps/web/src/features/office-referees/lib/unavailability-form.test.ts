import { describe, expect, it } from 'vitest';
import { unavailabilityForm } from './unavailability-form';

describe('unavailabilityForm', () => {
  it('takes a period with an optional note', () => {
    expect(unavailabilityForm.parse({ from: '2025-04-18T08:00', till: '2025-04-18T12:00', note: ' ' })).toEqual({
      from: '2025-04-18T08:00',
      till: '2025-04-18T12:00',
      note: null,
    });
  });

  it('refuses an end not after the start, on the end field', () => {
    const result = unavailabilityForm.safeParse({ from: '2025-04-18T12:00', till: '2025-04-18T12:00', note: '' });
    expect(result.error?.issues[0]?.path).toEqual(['till']);
  });

  it('refuses an empty or malformed time', () => {
    expect(unavailabilityForm.safeParse({ from: '', till: '2025-04-18T12:00', note: '' }).success).toBe(false);
    expect(unavailabilityForm.safeParse({ from: '2025-04-18 08:00', till: '2025-04-18T12:00', note: '' }).success).toBe(
      false,
    );
  });
});
