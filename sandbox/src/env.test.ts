import { describe, expect, it } from 'vitest';
import { loadSandboxEnv } from './env.ts';

describe('loadSandboxEnv', () => {
  it('has defaults', () => {
    expect(loadSandboxEnv({})).toEqual({ env: { SANDBOX_PORT: 4010, HOST: '127.0.0.1', LOG_LEVEL: 'info' } });
  });

  it('names the bad variable and its value', () => {
    const result = loadSandboxEnv({ SANDBOX_PORT: 'abc' });
    expect('error' in result && result.error).toMatch(/SANDBOX_PORT: .*\(got "abc"\)/);
  });
});
