import type { Stylesheets } from '../types.ts';

export { DepartureCalendar } from './DepartureCalendar.tsx';
export const styles: Stylesheets = ['DepartureCalendar/DepartureCalendar', 'DepartureCalendar/calendar-grid'];
