import { describe, expect, it } from 'vitest';
import { topics } from '../model/topics';
import { topicOwner } from './topicOwner';

describe('topicOwner', () => {
  it('puts a gateway under its owner, and an unassigned one under `unassigned`', () => {
    expect(topics.events({ product: 'homeport', owner: topicOwner({ userId: 'u1' }), serial: 'HP1' })).toBe('homeport/u1/gtw/HP1/evt');
    expect(topics.events({ product: 'homeport', owner: topicOwner({ userId: null }), serial: 'HP1' })).toBe('homeport/unassigned/gtw/HP1/evt');
  });
});
