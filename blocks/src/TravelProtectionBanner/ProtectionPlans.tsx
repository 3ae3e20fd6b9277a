import type { TravelProtectionBannerProps } from '@waypoint/schemas';
import { Icon } from '../shared/icons.tsx';

/** The plans listed in the #premiumCare modal: name and what it covers. */
export function ProtectionPlans({ plans }: { plans: TravelProtectionBannerProps['modal']['plans'] }) {
  return (
    <ul className="travel-protection-banner__plans">
      {plans.map((plan) => (
        <li key={plan.name} className="travel-protection-banner__plan">
          <span className="travel-protection-banner__plan-icon">
            <Icon name="shield" size={20} />
          </span>
          <div>
            <h3 className="travel-protection-banner__plan-name">{plan.name}</h3>
            <p className="travel-protection-banner__plan-text">{plan.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
