import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadForm, leadErrors } from './LeadForm.tsx';
import { LEAD_FORM_PROPS } from './story-props.ts';

/** The opening tag of the input named `name`. */
const inputNamed = (html: string, name: string) =>
  html.match(new RegExp(`<input [^>]*name="${name}"[^>]*>`))?.[0] ?? '';

describe('LeadForm', () => {
  const html = renderToStaticMarkup(<LeadForm {...LEAD_FORM_PROPS} />);

  it('is a POST form to the page URL that names its action for the no-JS answer', () => {
    const form = html.match(/<form [^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).not.toContain(' action=');
    expect(html).toContain('<input type="hidden" name="_action" value="submitLead"/>');
  });

  it('asks for a name, an e-mail and the consent, each labelled and required (the browser checks them without JS)', () => {
    expect(html).toMatch(/<label class="wp-field__label" for="[^"]+">Name/);
    expect(inputNamed(html, 'name')).toContain('required=""');
    expect(inputNamed(html, 'email')).toContain('type="email"');
    expect(inputNamed(html, 'email')).toContain('required=""');
    expect(inputNamed(html, 'consent')).toContain('type="checkbox"');
    expect(inputNamed(html, 'consent')).toContain('required=""');
    expect(html).toContain('href="/us/privacy-policy"');
    expect(html).toMatch(/<button type="submit"[^>]*>Enter the raffle<\/button>/);
  });

  it('holds the no-JS "not sent" notice as the #form-not-sent target, hidden by its stylesheet otherwise', () => {
    const notice = html.match(/<p id="form-not-sent"[^>]*>.*?<\/p>/)?.[0] ?? '';
    expect(notice).toContain('class="lead-form__error lead-form__not-sent"');
    expect(notice).toContain('check your name, e-mail address and consent');
    const css = readFileSync(new URL('./LeadForm.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.lead-form__not-sent \{\s*display: none;/);
    expect(css).toMatch(/\.lead-form__not-sent:target \{\s*display: flex;/);
  });

  it('once sent, shows the thank-you instead of the form, as a status', () => {
    const sent = renderToStaticMarkup(
      <LeadForm {...LEAD_FORM_PROPS} sent={{ title: 'Thank you!', text: 'Good luck.' }} />,
    );
    expect(sent).not.toContain('<form');
    expect(sent).toMatch(/role="status"/);
    expect(sent).toContain('Thank you!');
  });

  it('keeps the first message of each refused field', () => {
    expect(
      leadErrors([
        { field: 'email', code: 'INVALID_EMAIL', message: 'A valid e-mail, please.' },
        { field: 'email', code: 'REQUIRED', message: 'second' },
        { field: 'consent', code: 'CONSENT_REQUIRED', message: 'Please accept.' },
      ]),
    ).toEqual({ email: 'A valid e-mail, please.', consent: 'Please accept.' });
  });
});
