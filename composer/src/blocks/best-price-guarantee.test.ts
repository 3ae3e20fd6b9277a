import type { UpstreamGuaranteeBlock } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { bestPriceGuarantee } from './best-price-guarantee.ts';

const kit = useKit();

const withBlock = (block: UpstreamGuaranteeBlock) => (): Partial<DataSources> => ({
  guaranteeBlock: async () => block,
});

describe('BestPriceGuarantee', () => {
  it("shows the sandbox's content block in the visitor language, in four languages", async () => {
    const titles: Record<string, string> = {
      us: 'Best price guarantee',
      es: 'Garantía de mejor precio',
      fr: 'Garantie du meilleur prix',
      de: 'Bestpreisgarantie',
    };
    for (const [market, title] of Object.entries(titles)) {
      const { props } = await kit.run(bestPriceGuarantee, { ctx: { market: market as 'us' } });
      expect(props[0]!.title).toBe(title);
      expect(props[0]!.sections.map((s) => s.id)).toEqual(['conditions', 'claim']);
    }
  });

  it('sanitises the HTML like all CMS HTML: scripts, handlers and javascript: links are gone', async () => {
    const { props } = await kit.run(bestPriceGuarantee, {
      sources: withBlock({
        title: 'T',
        intro: 'I',
        sections: [
          {
            id: 'conditions',
            title: 'Conditions',
            html: '<p onclick="x()">Kept <strong>bold</strong><script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a>',
          },
          { id: 'empty', title: 'Empty', html: '<script>only()</script>' },
        ],
      }),
    });
    const html = props[0]!.sections[0]!.html;
    expect(html).toBe(
      '<p>Kept <strong>bold</strong></p><a rel="noopener noreferrer">bad</a><a href="https://example.com" rel="noopener noreferrer">ok</a>',
    );
    // A section that sanitises to nothing is left out.
    expect(props[0]!.sections.map((s) => s.id)).toEqual(['conditions']);
  });

  it('is hidden when no section has content', async () => {
    const { result } = await kit.run(bestPriceGuarantee, {
      sources: withBlock({ title: 'T', intro: 'I', sections: [] }),
    });
    expect(result).toBeNull();
  });
});
