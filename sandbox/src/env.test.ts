import { describe, expect, it } from 'vitest';
import { loadSandboxEnv } from './env.ts';

describe('loadSandboxEnv', () => {
  it('has defaults', () => {
    expect(loadSandboxEnv({})).toEqual({
      env: { SANDBOX_PORT: 4010, HOST: '127.0.0.1', LOG_LEVEL: 'info', SANDBOX_FAULTS: false },
    });
  });

  it('turns fault switching on only when asked', () => {
    expect(loadSandboxEnv({ SANDBOX_FAULTS: '1' })).toMatchObject({ env: { SANDBOX_FAULTS: true } });
    expect(loadSandboxEnv({ SANDBOX_FAULTS: 'off' })).toMatchObject({ env: { SANDBOX_FAULTS: false } });
  });

  it('names the bad variable and its value', () => {
    const result = loadSandboxEnv({ SANDBOX_PORT: 'abc' });
    expect('error' in result && result.error).toMatch(/SANDBOX_PORT: .*\(got "abc"\)/);
  });
});
