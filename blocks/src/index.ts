/**
 * One React component per block type, each pure (props in, markup out), exported under its type's name
 * (components.gen.ts, written by `pnpm gen`). Import types only from the schemas.
 */
export * from './components.gen.ts';
export type { BlockComponent, Stylesheets } from './types.ts';
