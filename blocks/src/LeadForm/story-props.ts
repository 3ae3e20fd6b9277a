import type { LeadFormProps } from '@waypoint/schemas';

export const LEAD_FORM_PROPS: LeadFormProps = {
  title: 'Enter the raffle',
  intro: 'Leave your name and e-mail for a chance to win a trip for two. One entry per person.',
  name: { label: 'Name' },
  email: { label: 'E-mail' },
  consent: {
    label: "I agree to receive Waypoint's offers by e-mail and accept the privacy policy.",
    privacy: { href: '/us/privacy-policy', label: 'Privacy policy' },
  },
  submit: { label: 'Enter the raffle', action: { kind: 'submit', action: 'submitLead', input: {} } },
  failed: "Sorry, we couldn't send your entry. Please try again in a moment.",
  notSent: "Your entry wasn't sent. Please check your name, e-mail address and consent, then try again.",
  sent: null,
};
