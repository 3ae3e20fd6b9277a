import { describe, expect, it } from 'vitest';
import { parseRoute } from './router.tsx';

describe('parseRoute', () => {
  it.each([
    ['/studio', { name: 'pages' }],
    ['/studio/', { name: 'pages' }],
    ['/studio/users', { name: 'users' }],
    ['/studio/audit', { name: 'audit' }],
    ['/studio/layouts/lay%201', { name: 'editor', layoutId: 'lay 1' }],
    ['/studio/nope', { name: 'notFound' }],
  ])('%s', (path, route) => {
    expect(parseRoute(path)).toEqual(route);
  });
});
