import { describe, expect, it } from 'vitest';
import { claim, CLAIM_STALE_MS, readClaims, release, staleClaims, type ClaimStorage } from './wizardClaims';

function memory(initial?: string): ClaimStorage & { value: string | null } {
  const store = {
    value: initial ?? null,
    getItem: () => store.value,
    setItem: (_key: string, value: string) => {
      store.value = value;
    },
  };
  return store;
}

describe('the wizard’s claims on its half rules', () => {
  it('records, refreshes and releases a claim per gateway and rule', () => {
    const storage = memory();
    claim(storage, 'HP1', 5, 1000);
    claim(storage, 'HP2', 5, 1000);
    claim(storage, 'HP1', 5, 2000);
    expect(readClaims(storage)).toEqual([
      { serial: 'HP2', ruleId: 5, seenAt: 1000 },
      { serial: 'HP1', ruleId: 5, seenAt: 2000 },
    ]);
    release(storage, 'HP1', 5);
    expect(readClaims(storage)).toEqual([{ serial: 'HP2', ruleId: 5, seenAt: 1000 }]);
  });

  it('calls stale only the claims of that gateway not refreshed for CLAIM_STALE_MS', () => {
    const storage = memory();
    claim(storage, 'HP1', 1, 0);
    claim(storage, 'HP1', 2, CLAIM_STALE_MS);
    claim(storage, 'HP2', 3, 0);
    expect(staleClaims(storage, 'HP1', CLAIM_STALE_MS)).toEqual([]);
    expect(staleClaims(storage, 'HP1', CLAIM_STALE_MS + 1)).toEqual([1]);
  });

  it('takes a damaged entry as no claims, and skips malformed ones', () => {
    expect(readClaims(memory('{not json'))).toEqual([]);
    expect(readClaims(memory('{"serial":"HP1"}'))).toEqual([]);
    expect(readClaims(memory('[{"serial":"HP1","ruleId":"2","seenAt":1},{"serial":"HP1","ruleId":2,"seenAt":1}]'))).toEqual([{ serial: 'HP1', ruleId: 2, seenAt: 1 }]);
  });

  it('survives a storage that refuses to write', () => {
    const storage: ClaimStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => claim(storage, 'HP1', 1, 0)).not.toThrow();
  });
});
