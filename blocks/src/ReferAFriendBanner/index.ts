import type { Stylesheets } from '../types.ts';

export { ReferAFriendBanner } from './ReferAFriendBanner.tsx';
export const styles: Stylesheets = ['ReferAFriendBanner/ReferAFriendBanner'];
