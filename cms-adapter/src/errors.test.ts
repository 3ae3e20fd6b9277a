import { describe, expect, it } from 'vitest';
import {
  CmsError,
  CmsErrors,
  CmsStaleRevisionError,
  CmsValidationError,
  cmsError,
  isCmsError,
  sqlStateOf,
  wrapDbError,
} from './errors.ts';

// Every code is documented in docs/errors.md: tests/error-catalogue.test.ts checks all catalogues.
describe('error catalogue', () => {
  it('fills the message template and keeps the cause', () => {
    const cause = new Error('boom');
    const err = cmsError('CMS_VERSION_NOT_FOUND', ['abc', 7], { cause });
    expect(err.message).toBe('Layout "abc" has no published version 7');
    expect(err).toMatchObject({ code: 'CMS_VERSION_NOT_FOUND', statusCode: 404, cause });
    expect(err).toBeInstanceOf(CmsError);
  });

  it('builds every code with @fastify/error, subclasses included', () => {
    for (const code of Object.keys(CmsErrors) as Array<keyof typeof CmsErrors>) {
      const err = cmsError(code, ['a', 'b']);
      expect(err).toBeInstanceOf(CmsError);
      expect(err).toBeInstanceOf(CmsErrors[code]);
      expect(err).toMatchObject({ name: 'FastifyError', code });
      expect(err.statusCode).toBeGreaterThanOrEqual(400);
    }
    const stale = new CmsStaleRevisionError('User', 'u1', 3, 2);
    expect(stale).toBeInstanceOf(CmsError);
    expect(stale).toMatchObject({ code: 'CMS_STALE_REVISION', statusCode: 412, currentRevision: 3 });
    expect(stale.message).toBe('User "u1" is at revision 3, not 2');
  });

  it('carries field errors on CmsValidationError', () => {
    const err = new CmsValidationError([{ path: [3, 'config', 'to'], message: 'too small' }]);
    expect(isCmsError(err, 'CMS_VALIDATION_FAILED')).toBe(true);
    expect(err.message).toBe('Invalid content: 3.config.to: too small');
  });
});

describe('wrapDbError', () => {
  const withCode = (code: string) => Object.assign(new Error(code), { code });

  it.each(['ECONNREFUSED', '08006', '57P01', '53300'])(
    'treats %s as the database being unavailable',
    (code) => {
      const err = wrapDbError(withCode(code));
      expect(err.code).toBe('CMS_DB_UNAVAILABLE');
      expect(sqlStateOf(err)).toBe(code);
    },
  );

  it('never repeats the driver text in its message; the cause keeps it', () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const err = wrapDbError(driver);
    expect(err.message).toBe('A content database query failed');
    expect(err.cause).toBe(driver);
    const down = wrapDbError(
      Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' }),
    );
    expect(down.message).toBe('The content database is unavailable');
  });

  it('treats other errors as failed queries and passes CmsErrors through', () => {
    expect(wrapDbError(withCode('23505')).code).toBe('CMS_QUERY_FAILED');
    expect(wrapDbError(new Error('timeout exceeded when trying to connect')).code).toBe('CMS_DB_UNAVAILABLE');
    const own = cmsError('CMS_LAYOUT_NOT_FOUND', ['x']);
    expect(wrapDbError(own)).toBe(own);
  });
});
