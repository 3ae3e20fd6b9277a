/** What each role may do in the editor (the server enforces the same ladder; this only hides buttons). */
import type { StudioRole } from '@waypoint/schemas';

const RANK: Record<StudioRole, number> = { viewer: 0, editor: 1, publisher: 2, admin: 3 };

export type Ability = 'edit' | 'publish' | 'admin';
const NEEDS: Record<Ability, StudioRole> = { edit: 'editor', publish: 'publisher', admin: 'admin' };

export function can(role: StudioRole, ability: Ability): boolean {
  return RANK[role] >= RANK[NEEDS[ability]];
}
