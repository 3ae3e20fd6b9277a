import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorModal, ErrorModalContent } from './ErrorModal.tsx';

describe('ErrorModal (server render)', () => {
  const html = renderToStaticMarkup(
    <ErrorModal
      errorCode="ERR_SALES_AUTH"
      title="Please sign in"
      message="The sales site is for signed-in staff only."
      closeLabel="Close"
      delayMs={1000}
    />,
  );

  it('is a closed alert dialog: it opens only after the delay, in the browser', () => {
    const dialog = html.match(/<dialog[^>]*>/)?.[0] ?? '';
    expect(dialog).toContain('role="alertdialog"');
    expect(dialog).not.toMatch(/\sopen[\s>=]/);
    expect(html).not.toContain('The sales site is for signed-in staff only.');
  });

  it('is titled by the error’s title and closable', () => {
    const labelledBy = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}" class="wp-modal__title">Please sign in</h2>`);
    expect(html).toContain('aria-label="Close"');
  });
});

describe('ErrorModalContent', () => {
  const html = renderToStaticMarkup(
    <ErrorModalContent
      errorCode="ERR_SALES_AUTH"
      message="The sales site is for signed-in staff only."
      messageId="msg"
      closeLabel="Cerrar"
      onClose={() => undefined}
    />,
  );

  it('shows the message as the dialog’s description and the error code for support', () => {
    expect(html).toContain(
      '<p id="msg" class="error-modal__message">The sales site is for signed-in staff only.</p>',
    );
    expect(html).toContain('<code>ERR_SALES_AUTH</code>');
  });

  it('offers a close button with the translated label', () => {
    expect(html).toContain('<button type="button" class="wp-btn">Cerrar</button>');
  });
});
