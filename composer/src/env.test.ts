import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the defaults of the embedded setup', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      BASE_DOMAIN: 'localhost',
      CACHE_DISABLED: false,
      DATA_DIR: '.data',
    });
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset and coerces numbers and booleans', () => {
    expect(loadEnv({ REDIS_URL: '', PORT: '8080', CACHE_DISABLED: 'yes' })).toMatchObject({
      PORT: 8080,
      CACHE_DISABLED: true,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['CACHE_TTL_SECONDS', '0'],
    ['BASE_DOMAIN', 'bad domain'],
    ['REDIS_CLUSTER_NODES', 'redis-1'],
    ['REDIS_CLUSTER_NODES', 'a:7000, b'],
  ])('names the variable when %s=%s is invalid', (variable, value) => {
    try {
      loadEnv({ [variable]: value });
      expect.unreachable('loadEnv accepted a bad value');
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      expect((err as EnvError).message).toContain(`${variable}:`);
      expect((err as EnvError).message).toContain(JSON.stringify(value));
    }
  });

  it('reads a Redis Cluster as its nodes, and refuses it beside REDIS_URL', () => {
    expect(
      loadEnv({ REDIS_CLUSTER_NODES: '10.0.0.1:7000, redis-2:7001,[::1]:7002' }).REDIS_CLUSTER_NODES,
    ).toEqual(['10.0.0.1:7000', 'redis-2:7001', '[::1]:7002']);
    expect(() =>
      loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_CLUSTER_NODES: '127.0.0.1:7000' }),
    ).toThrowError(/REDIS_CLUSTER_NODES: set either REDIS_URL \(one server\) or REDIS_CLUSTER_NODES/);
  });

  it('stops the server process with a message naming the variable', () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const result = spawnSync(tsx, [server], {
      env: { ...process.env, PORT: 'not-a-port', UPSTREAM_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT:');
  });
});
