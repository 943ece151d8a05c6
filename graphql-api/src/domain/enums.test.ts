import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, EVENT_TYPES_OF_MODE, TIMELINE_MODES } from './enums.js';

describe('EVENT_TYPES_OF_MODE (the mode rule the SQL filter and the GPU filter derive from)', () => {
  it('shows real and alternative events in real mode and what-if events in what-if mode (spec section 5)', () => {
    expect(EVENT_TYPES_OF_MODE).toEqual({ real: ['real', 'alternative'], whatif: ['whatif'] });
  });

  it('has one entry per timeline mode', () => {
    expect(Object.keys(EVENT_TYPES_OF_MODE).sort()).toEqual([...TIMELINE_MODES].sort());
  });

  it('puts every event type in exactly one mode', () => {
    const shown = TIMELINE_MODES.flatMap((mode) => EVENT_TYPES_OF_MODE[mode]);
    expect([...shown].sort()).toEqual([...EVENT_TYPES].sort());
  });
});
