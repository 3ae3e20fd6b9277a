import type { Stylesheets } from '../types.ts';

export { ReferralProgram } from './ReferralProgram.tsx';
export const styles: Stylesheets = ['ReferralProgram/ReferralProgram'];
