import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Modal, type ModalProps } from './Modal.tsx';

const render = (props: Partial<ModalProps> = {}) =>
  renderToStaticMarkup(
    <Modal
      open={false}
      onClose={() => undefined}
      title="Travel Protection plans"
      closeLabel="Close"
      {...props}
    >
      <p>Standard, Flex and Flex+</p>
    </Modal>,
  );

describe('Modal (server render)', () => {
  it('renders a closed native dialog, labelled by its title, without its content', () => {
    const html = render();
    expect(html).toMatch(/^<dialog [^>]*class="wp-modal wp-modal--default"/);
    expect(html).not.toMatch(/^<dialog[^>]* open/);
    const labelledBy = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}" class="wp-modal__title">Travel Protection plans</h2>`);
    expect(html).not.toContain('Standard, Flex and Flex+');
  });

  it('renders its content once open (the browser shows it with showModal after mount)', () => {
    expect(render({ open: true })).toContain('<p>Standard, Flex and Flex+</p>');
  });

  it('has a labelled close button unless it is not closable', () => {
    expect(render()).toMatch(/<button type="button" class="wp-modal__close" aria-label="Close">/);
    expect(render({ closable: false })).not.toContain('<button');
  });

  it('carries its id, size and a visually hidden title when asked', () => {
    const html = render({ id: 'premiumCare', size: 'video', showTitle: false });
    expect(html).toMatch(/^<dialog id="premiumCare" class="wp-modal wp-modal--video"/);
    expect(html).toContain('class="wp-visually-hidden">Travel Protection plans</h2>');
  });

  it('can be an alert dialog described by its message', () => {
    const html = render({ role: 'alertdialog', describedBy: 'message-id' });
    expect(html).toMatch(/^<dialog [^>]*role="alertdialog"/);
    expect(html).toContain('aria-describedby="message-id"');
    expect(render()).not.toContain('role=');
  });
});
