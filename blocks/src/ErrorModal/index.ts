import type { Stylesheets } from '../types.ts';

export { ErrorModal } from './ErrorModal.tsx';
export const styles: Stylesheets = ['shared/Modal', 'ErrorModal/ErrorModal'];
