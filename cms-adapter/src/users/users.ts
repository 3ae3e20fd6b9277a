/**
 * Studio users: e-mail (stored trimmed and lower-case), scrypt password hash, role and reach. Hashes
 * never leave this module, and audit details never carry a password or a hash.
 */
import { randomUUID } from 'node:crypto';
import { CreateUserRequest, type Market, UpdateUserRequest } from '@waypoint/schemas';
import type { Db, Queryable } from '../db/db.ts';
import { CmsValidationError, cmsError, sqlStateOf } from '../errors.ts';
import { appendAudit } from '../store/history.ts';
import { assertRevision } from '../store/revision.ts';
import { isUuid, toIso } from '../store/rows.ts';
import type { NewUser, StudioUser, UserPatch, WriteContext } from '../store/types.ts';
import { toFieldErrors } from '../store/validate-placements.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPasswordHash } from './password.ts';

const UNIQUE_VIOLATION = '23505';

interface UserRow {
  id: string;
  email: string;
  role: StudioUser['role'];
  markets: string[] | null;
  affiliates: number[] | null;
  disabled: boolean;
  created_at: unknown;
  created_by: string;
  revision: number;
}

const USER_COLUMNS = 'id, email, role, markets, affiliates, disabled, created_at, created_by, revision';

const toUser = (r: UserRow): StudioUser => ({
  id: r.id,
  email: r.email,
  role: r.role,
  markets: r.markets as Market[] | null,
  affiliates: r.affiliates === null ? null : r.affiliates.map(Number),
  disabled: r.disabled,
  createdAt: toIso(r.created_at),
  createdBy: r.created_by,
  revision: r.revision,
});

/** The same normalisation as the schemas' `Email`, for look-ups. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function createUser(
  db: Db,
  user: NewUser,
  who: { actor: string; ip?: string | null },
): Promise<StudioUser> {
  const parsed = CreateUserRequest.safeParse(user);
  if (!parsed.success) throw new CmsValidationError(toFieldErrors(parsed.error.issues));
  const { email, password, role, markets, affiliates } = parsed.data;
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.query<UserRow>(
        `INSERT INTO studio_users (id, email, password_hash, role, markets, affiliates, created_by, updated_by)
         VALUES ($1::uuid, $2, $3, $4, $5::text[], $6::integer[], $7, $7)
         RETURNING ${USER_COLUMNS}`,
        [randomUUID(), email, passwordHash, role, markets, affiliates, who.actor],
      );
      const created = toUser(row!);
      await appendAudit(tx, {
        actor: who.actor,
        ip: who.ip ?? null,
        action: 'user.create',
        details: { userId: created.id, email, role, markets, affiliates },
      });
      return created;
    });
  } catch (err) {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) throw cmsError('CMS_USER_EXISTS', [email], { cause: err });
    throw err;
  }
}

export async function listUsers(db: Queryable): Promise<StudioUser[]> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM studio_users ORDER BY email`);
  return rows.map(toUser);
}

export async function getUser(db: Queryable, userId: string): Promise<StudioUser | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM studio_users WHERE id = $1::uuid`, [
    userId,
  ]);
  return row ? toUser(row) : null;
}

export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM studio_users');
  return row?.n ?? 0;
}

/**
 * The enabled user with this e-mail and password, else null. Every path runs one scrypt verification
 * (against a dummy hash when the e-mail is unknown), so the answer time does not tell accounts apart.
 */
export async function verifyPassword(
  db: Queryable,
  email: string,
  password: string,
): Promise<StudioUser | null> {
  const [row] = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, password_hash FROM studio_users WHERE email = $1`,
    [normaliseEmail(email)],
  );
  const ok = await verifyPasswordHash(password, row?.password_hash ?? DUMMY_PASSWORD_HASH);
  return row && ok && !row.disabled ? toUser(row) : null;
}

/** Taken by every change that could leave the studio without an enabled admin. */
const ADMINS_LOCK = 'waypoint-cms:studio-admins';

/** Disabling a user or giving them another role can take away an admin. */
export const removesAdmin = (patch: UserPatch): boolean =>
  patch.disabled === true || (patch.role !== undefined && patch.role !== 'admin');

/**
 * Changes a user under their row lock. Refuses (CMS_LAST_ADMIN) to disable or demote the last enabled
 * admin, checked in the same transaction as the write, so concurrent demotions cannot race past it.
 */
export async function updateUser(
  db: Db,
  userId: string,
  patch: UserPatch,
  who: WriteContext,
): Promise<StudioUser> {
  const parsed = UpdateUserRequest.safeParse(patch);
  if (!parsed.success) throw new CmsValidationError(toFieldErrors(parsed.error.issues));
  const changes = parsed.data;
  // Hashing takes tens of milliseconds: done before the row lock is taken.
  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
  return db.transaction(async (tx) => {
    // 1. Changes that can take away an admin queue up behind one lock, so two of them cannot both see
    //    "another admin remains" and leave none (the read and the write are one transaction).
    if (removesAdmin(changes))
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1::text))', [ADMINS_LOCK]);
    // 2. The user's row, locked; the revision the writer read must still be current.
    const [current] = isUuid(userId)
      ? await tx.query<{ revision: number; email: string; role: string; disabled: boolean }>(
          'SELECT revision, email, role, disabled FROM studio_users WHERE id = $1::uuid FOR UPDATE',
          [userId],
        )
      : [];
    if (!current) throw cmsError('CMS_USER_NOT_FOUND', [userId]);
    assertRevision('User', userId, current.revision, who.expectedRevision);
    // 3. The last enabled admin stays one.
    if (removesAdmin(changes) && current.role === 'admin' && !current.disabled) {
      const [others] = await tx.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM studio_users
         WHERE role = 'admin' AND NOT disabled AND id <> $1::uuid`,
        [userId],
      );
      if ((others?.n ?? 0) === 0) throw cmsError('CMS_LAST_ADMIN', [current.email]);
    }
    const sets: string[] = [];
    const params: unknown[] = [userId, who.actor];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (changes.role !== undefined) set('role', changes.role);
    if (changes.markets !== undefined) set('markets', changes.markets, '::text[]');
    if (changes.affiliates !== undefined) set('affiliates', changes.affiliates, '::integer[]');
    if (changes.disabled !== undefined) set('disabled', changes.disabled);
    if (passwordHash !== undefined) set('password_hash', passwordHash);
    const [row] = await tx.query<UserRow>(
      `UPDATE studio_users
       SET ${[...sets, 'revision = revision + 1', 'updated_at = now()', 'updated_by = $2'].join(', ')}
       WHERE id = $1::uuid RETURNING ${USER_COLUMNS}`,
      params,
    );
    const { password: _secret, ...visible } = changes;
    await appendAudit(tx, {
      actor: who.actor,
      ip: who.ip ?? null,
      action: 'user.update',
      details: {
        userId,
        email: current.email,
        changes: visible,
        ...(passwordHash !== undefined ? { passwordChanged: true } : {}),
      },
    });
    return toUser(row!);
  });
}
