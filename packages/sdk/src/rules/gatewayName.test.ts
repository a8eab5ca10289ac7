import { describe, expect, it } from 'vitest';
import { GATEWAY_NAME_MAX, gatewayNameProblem } from './gatewayName';

describe('gatewayNameProblem (spec 1 §7.3 rename)', () => {
  it('accepts 1 to 64 characters after trimming, emoji counted as one', () => {
    expect(gatewayNameProblem('Living room')).toBeNull();
    expect(gatewayNameProblem('  x  ')).toBeNull();
    expect(gatewayNameProblem('a'.repeat(GATEWAY_NAME_MAX))).toBeNull();
    expect(gatewayNameProblem(`${'a'.repeat(GATEWAY_NAME_MAX - 1)}🏠`)).toBeNull();
    expect(gatewayNameProblem(`  ${'a'.repeat(GATEWAY_NAME_MAX)}  `)).toBeNull();
  });

  it('refuses an empty or blank name', () => {
    expect(gatewayNameProblem('')).toBe('empty');
    expect(gatewayNameProblem(' \t\n ')).toBe('empty');
  });

  it('refuses more than 64 characters', () => {
    expect(gatewayNameProblem('a'.repeat(GATEWAY_NAME_MAX + 1))).toBe('tooLong');
  });

  it('refuses control characters inside the name', () => {
    expect(gatewayNameProblem('Home\nOffice')).toBe('controlCharacter');
    expect(gatewayNameProblem('Home\u0000')).toBe('controlCharacter');
    expect(gatewayNameProblem('Home\u007f')).toBe('controlCharacter');
  });
});
