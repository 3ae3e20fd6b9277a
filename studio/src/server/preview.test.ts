import { describe, expect, it } from 'vitest';
import { errorMessageOf, previewQuery, renderPreviewError } from './preview.ts';

describe('previewQuery', () => {
  it('keeps only the audience parameters, in a fixed order', () => {
    expect(
      previewQuery('/studio/preview/x?device=tablet&x=1&market=fr&experiments=ABMvpPdp%3Av2&asOf='),
    ).toBe('market=fr&device=tablet&experiments=ABMvpPdp%3Av2');
    expect(previewQuery('/studio/preview/x')).toBe('');
  });
});

describe('errorMessageOf', () => {
  it('reads a StudioError, or shows the start of anything else', () => {
    expect(errorMessageOf('{"code":"STUDIO_UNAUTHENTICATED","message":"Sign in first"}')).toEqual({
      code: 'STUDIO_UNAUTHENTICATED',
      message: 'Sign in first',
    });
    expect(errorMessageOf('Bad gateway')).toEqual({ code: null, message: 'Bad gateway' });
    expect(errorMessageOf('')).toEqual({ code: null, message: 'No message' });
  });
});

describe('renderPreviewError', () => {
  it('escapes the message and tells a signed-out user what to do', () => {
    const html = renderPreviewError(401, 'STUDIO_UNAUTHENTICATED', '<b>no</b>', 'n0nce');
    expect(html).toContain('&lt;b&gt;no&lt;/b&gt;');
    expect(html).toContain('sign in again');
    expect(html).toContain('nonce="n0nce"');
  });
});
