import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { leadForm } from './lead-form.ts';

const kit = useKit();

describe('LeadForm', () => {
  it('asks for name, e-mail and consent with the submitLead action, linking the market privacy policy', async () => {
    const { props } = await kit.run(leadForm, { ctx: { market: 'uk' } });
    const p = props[0]!;
    expect(p.name.label).toBe('Name');
    expect(p.email.label).toBe('E-mail');
    expect(p.consent.privacy.href).toBe('/uk/privacy-policy');
    expect(p.submit.action).toEqual({ kind: 'submit', action: 'submitLead', input: {} });
    expect(p.sent).toBeNull();
    expect(p.notSent).toMatch(/^Your entry wasn't sent\. Please check your name/);
  });

  it('once sent (param lead=sent) carries the thank-you, naming nobody', async () => {
    const { props } = await kit.run(leadForm, { ctx: { market: 'es' }, params: { lead: 'sent' } });
    expect(props[0]!.sent).toEqual({
      title: '¡Gracias, ya participas!',
      text: 'Te escribiremos si ganas. ¡Mucha suerte!',
    });
  });

  it('is cached per market, language and the lead param only: no visitor dimension', () => {
    expect(leadForm.dimensions).toEqual(['market', 'locale', 'param:lead']);
    expect((leadForm as { scope?: string }).scope).toBeUndefined();
  });
});
