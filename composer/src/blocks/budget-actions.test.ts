import { budgetPdfMode } from '@waypoint/config';
import { describe, expect, it } from 'vitest';
import { buildCtx, type CtxOverrides, useKit } from '../../test/block-kit.ts';
import { blockCacheKey } from '../compose/cache-keys.ts';
import type { RequestContext } from '../compose/types.ts';
import { budgetActions } from './budget-actions.ts';

const kit = useKit();

const SEND = {
  label: 'Email me this quote',
  modalTitle: 'Send the quote by e-mail',
  emailLabel: 'E-mail address',
  email: '',
  submitLabel: 'Send the quote',
  cancelLabel: 'Cancel',
  action: { kind: 'submit', action: 'createBudget', input: { send: true } },
  error: null,
};
const DOWNLOAD = {
  label: 'Download the quote (PDF)',
  action: { kind: 'submit', action: 'createBudget', input: { send: false } },
};

const advisor = {
  id: 9,
  name: 'Ana Ruiz',
  email: 'ana@andes-travel.test',
  photo: null,
  phone: '+1 202 555 0131',
  agencyLogo: '/agencies/andes.svg',
};

describe('BudgetActions', () => {
  it("offers to e-mail the quote on the main site ('send budget PDF': everyone else)", async () => {
    const { props } = await kit.run(budgetActions);
    expect(props).toEqual([{ title: 'Save this trip as a quote', download: null, send: SEND, done: null }]);
  });

  describe('a direct download (buying-flow.md §6 "PDP rules": B2B, some partners, sales, advisors, private label)', () => {
    it.each([
      ['a B2B trade partner', { site: 'tradePartner' }],
      ['partner affiliate 2', { site: 'partner' }],
      ['the sales site', { site: 'sales' }],
      ['the advisors site', { site: 'advisors' }],
      ['an advisor on the main site', { isAdvisor: true }],
      ['a private label', { advisor }],
    ] satisfies [string, CtxOverrides][])('for %s', async (_, overrides) => {
      const { props, ctx } = await kit.run(budgetActions, { ctx: overrides });
      expect(budgetPdfMode(ctx.site, ctx.isAdvisor)).toBe('download');
      expect(props).toEqual([
        { title: 'Save this trip as a quote', download: DOWNLOAD, send: null, done: null },
      ]);
    });

    it("for an advisor token's private label from the sandbox", async () => {
      const profile = await kit.advisor('adv-demo-1');
      const { props, ctx } = await kit.run(budgetActions, {
        ctx: { advisor: profile, advisorToken: 'adv-demo-1' },
      });
      expect(ctx.site.isPrivateLabel).toBe(true);
      expect(props[0]!.download).toEqual(DOWNLOAD);
      expect(props[0]!.send).toBeNull();
    });
  });

  it('offers the e-mail on a white label that is none of those', async () => {
    const { props, ctx } = await kit.run(budgetActions, { ctx: { site: 'whiteLabel' } });
    expect(budgetPdfMode(ctx.site, ctx.isAdvisor)).toBe('send');
    expect(props[0]!.send).toEqual(SEND);
    expect(props[0]!.download).toBeNull();
  });

  describe('at checkout (buying-flow.md §2: the "set budget" modal)', () => {
    const checkout = (step: string) => ({ token: 'oa_8fK2mQ7xLr4Tz9Wb', step, version: 'v2' });

    it.each(['personalization', 'payment'])('is shown on the %s step', async (step) => {
      const { props } = await kit.run(budgetActions, { params: checkout(step) });
      expect(props[0]!.send).toEqual(SEND);
    });

    it.each(['passengers', 'flight'])('is hidden on the %s step', async (step) => {
      const { result } = await kit.run(budgetActions, { params: checkout(step) });
      expect(result).toBeNull();
    });
  });

  it('is translated', async () => {
    const { props } = await kit.run(budgetActions, { ctx: { translatorMode: true } });
    expect(props[0]!.title).toBe('budget.actions.title');
    expect(props[0]!.send?.label).toBe('budget.actions.send');
  });

  // buying-flow.md §6 "Agents and advisors": agents are identified by advisor_token, advisorId or
  // externalAgentId; with the advisorId cookie alone, the agent has `isAdvisor` but no advisor token.
  const agentWithoutToken = (): RequestContext => ({ ...buildCtx(), isAdvisor: true });

  it('offers an agent known by the advisorId cookie the download, and a plain visitor the e-mail', async () => {
    const agent = await kit.run(budgetActions, { ctx: agentWithoutToken() });
    expect(agent.ctx.advisorToken).toBeNull();
    expect(agent.props[0]!.download).toEqual(DOWNLOAD);
    const plain = await kit.run(budgetActions);
    expect(plain.props[0]!.send).toEqual(SEND);
  });

  // The block is shared (cached on the trip page): its key must tell the agent above from a plain visitor
  // (siteFlags holds isAdvisor), or whoever came first would decide whether the other downloads or sends.
  it('keys an agent without an advisor token apart from a plain visitor in the block cache', () => {
    const key = (ctx: RequestContext) =>
      blockCacheKey('BudgetActions', 'budget', '{}', budgetActions.dimensions, ctx, { market: 'us' });
    expect(key(agentWithoutToken())).not.toBe(key(buildCtx()));
  });
});
