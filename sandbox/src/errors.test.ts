import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { Errors, errorBody, sendError, sendFieldErrors } from './errors.ts';

// Every code is documented in docs/errors.md: tests/error-catalogue.test.ts checks all catalogues.
it('builds every error with @fastify/error: its code, status and filled message', () => {
  for (const [code, Ctor] of Object.entries(Errors)) {
    const error = new Ctor();
    expect(error.code).toBe(code);
    expect(error).toBeInstanceOf(Error);
    expect(error.statusCode).toBeGreaterThanOrEqual(400);
  }
  expect(new Errors.UNKNOWN_RESELLER('x').message).toBe("No logo for reseller 'x'");
  expect(new Errors.STALE_REVISION(2, 3).message).toBe(
    'Revision 2 is stale: the order attempt is at revision 3; read it again',
  );
});

it('keeps the seller’s wire body: { error: { code, message, ...extra } }', () => {
  expect(JSON.parse(errorBody(new Errors.BAD_REQUEST('nope')))).toEqual({
    error: { code: 'BAD_REQUEST', message: 'nope' },
  });
  expect(JSON.parse(errorBody(new Errors.STALE_REVISION(1, 2), { revision: 2 }))).toEqual({
    error: {
      code: 'STALE_REVISION',
      message: 'Revision 1 is stale: the order attempt is at revision 2; read it again',
      revision: 2,
    },
  });
});

it('answers with the error’s status, or the one asked for, and the fields of a refused form', async () => {
  const app = Fastify();
  app.get('/own', (_request, reply) => sendError(reply, new Errors.UNKNOWN_PRODUCT('9')));
  app.get('/fault', (_request, reply) =>
    sendError(reply, new Errors.FAULT_INJECTED('/x', 418), { status: 418 }),
  );
  app.get('/form', (_request, reply) =>
    sendFieldErrors(reply, { adults: 'OCCUPANCY', flightId: 'REQUIRED' }),
  );
  const own = await app.inject('/own');
  expect([own.statusCode, own.headers['content-type'], own.json()]).toEqual([
    404,
    'application/json; charset=utf-8',
    { error: { code: 'UNKNOWN_PRODUCT', message: "No product '9'" } },
  ]);
  expect((await app.inject('/fault')).statusCode).toBe(418);
  const form = await app.inject('/form');
  expect([form.statusCode, form.json()]).toEqual([
    400,
    {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input: adults OCCUPANCY, flightId REQUIRED',
        fields: { adults: 'OCCUPANCY', flightId: 'REQUIRED' },
      },
    },
  ]);
  await app.close();
});

it('names the unknown trip page resources', () => {
  expect(new Errors.UNKNOWN_PRODUCT('99').message).toBe("No product '99'");
  expect(new Errors.UNKNOWN_CATEGORY('19').message).toBe("No category '19'");
  expect(new Errors.UNKNOWN_CONTENT_BLOCK('7').message).toBe("No content block '7'");
  for (const code of ['UNKNOWN_PRODUCT', 'UNKNOWN_CATEGORY', 'UNKNOWN_CONTENT_BLOCK'] as const) {
    expect(new Errors[code]().statusCode).toBe(404);
  }
});
