import { describe, expect, it } from 'vitest';
import { ErrorToastGate } from './errorToastGate';

describe('ErrorToastGate (spec 1 §8: an error toast shows once until the next request)', () => {
  it('admits a text once, and again only after a new request started', () => {
    const gate = new ErrorToastGate();
    expect(gate.admit('Not found.')).toBe(true);
    expect(gate.admit('Not found.')).toBe(false);
    expect(gate.admit('The gateway is offline.')).toBe(true);
    gate.requestStarted();
    expect(gate.admit('Not found.')).toBe(true);
  });
});
