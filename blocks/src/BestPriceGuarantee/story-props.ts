import type { BestPriceGuaranteeProps } from '@waypoint/schemas';

export const GUARANTEE_PROPS: BestPriceGuaranteeProps = {
  title: 'Best price guarantee',
  intro: 'Found the same trip for less within 24 hours of booking? We refund the difference.',
  sections: [
    {
      id: 'conditions',
      title: 'Conditions',
      html: '<ul><li>The same trip, dates, category and number of travellers.</li><li>Found within <strong>24 hours</strong> of your booking.</li></ul>',
    },
    {
      id: 'claim',
      title: 'How to claim',
      html: '<p>Send us the link or a screenshot of the lower price with your booking number.</p>',
    },
  ],
};
