import { describe, expect, it } from 'vitest';
import { topics } from '@homeport/sdk';
import { bridgeTopics, filtersOverlap } from './bridge';

const product = 'homeport';
const scope = { product, owner: '65a1b2c3d4e5f60718293a4b', serial: 'HP1000000001' };
const matchesAny = (filters: string[], topic: string) => filters.some((filter) => filtersOverlap(filter, topic));

describe('bridgeTopics', () => {
  const { toExternal, toEdge } = bridgeTopics(product);

  it('carries no topic both ways: no filter of one set overlaps a filter of the other', () => {
    for (const a of toExternal) for (const b of toEdge) expect(filtersOverlap(a, b), `${a} and ${b}`).toBe(false);
  });

  it('carries every request users may publish to the external broker, and nothing else that way', () => {
    expect(matchesAny(toExternal, topics.request(scope, 'ohm'))).toBe(true);
    expect(matchesAny(toExternal, topics.request(scope, 'osm'))).toBe(true);
    for (const topic of [topics.response(scope, 'ohm'), topics.events(scope), topics.userEvents(product, scope.owner), topics.adminEvents(product)]) {
      expect(matchesAny(toExternal, topic), topic).toBe(false);
    }
  });

  it('carries every response and event the cloud side publishes to the edge', () => {
    for (const topic of [
      topics.response(scope, 'ohm'),
      topics.response(scope, 'osm'),
      topics.events(scope),
      topics.userEvents(product, scope.owner),
      topics.adminEvents(product),
    ]) {
      expect(matchesAny(toEdge, topic), topic).toBe(true);
    }
    expect(matchesAny(toEdge, topics.request(scope, 'ohm'))).toBe(false);
  });

  it('carries only its own product', () => {
    expect(matchesAny([...toExternal, ...toEdge], topics.request({ ...scope, product: 'other' }))).toBe(false);
  });
});

describe('filtersOverlap', () => {
  it.each([
    ['a/+/c', 'a/b/c', true],
    ['a/+/c', 'a/b/d', false],
    ['a/#', 'a/b/c', true],
    ['a/b', 'a/b/c', false],
    ['+/+', 'a/+', true],
    ['a/+/req', 'a/+/res', false],
  ])('%s and %s: %s', (a, b, overlap) => {
    expect(filtersOverlap(a, b)).toBe(overlap);
    expect(filtersOverlap(b, a)).toBe(overlap);
  });
});
