import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { errorModal } from './error-modal.ts';

const kit = useKit();

describe('ErrorModal', () => {
  it('is absent without an error code', async () => {
    const { result } = await kit.run(errorModal);
    expect(result).toBeNull();
  });

  it('explains a known code, opening about 1 s after load', async () => {
    const { props } = await kit.run(errorModal, { ctx: { errorCode: 'ERR_SALES_AUTH' } });
    expect(props[0]).toMatchObject({ errorCode: 'ERR_SALES_AUTH', title: 'Please sign in', delayMs: 1000 });
    expect(props[0]!.closeLabel).toBe('Close');
  });

  it('falls back to the generic copy for an unknown code', async () => {
    const { props } = await kit.run(errorModal, { ctx: { errorCode: 'ERR_SOMETHING_NEW' } });
    expect(props[0]).toMatchObject({
      errorCode: 'ERR_SOMETHING_NEW',
      title: 'Something went wrong',
      message: "We couldn't complete your request. Please try again in a few minutes.",
    });
  });

  it('translates per code and falls back per language', async () => {
    const es = await kit.run(errorModal, { ctx: { market: 'es', errorCode: 'ERR_SALES_AUTH' } });
    expect(es.props[0]!.title).toBe('Inicia sesión');
    const de = await kit.run(errorModal, { ctx: { market: 'de', errorCode: 'NOPE' } });
    expect(de.props[0]!.title).toBe('Etwas ist schiefgelaufen');
  });

  it('shows the keys in translator mode', async () => {
    const { props } = await kit.run(errorModal, {
      ctx: { errorCode: 'ERR_SALES_AUTH', translatorMode: true },
    });
    expect(props[0]!.title).toBe('errors.ERR_SALES_AUTH.title');
  });
});
