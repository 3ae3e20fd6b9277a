/** Administrators: the studio's users, adding one, and changing a role or disabling an account. */
import type { CreateUserRequest, Market, StudioRole, StudioUser, UpdateUserRequest } from '@waypoint/schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiError, api, etagOf, messageOf } from '../api.ts';
import { describeInstant } from '../lib/zoned-time.ts';
import { useOptions, useStudio } from '../session.tsx';

const ROLES: StudioRole[] = ['viewer', 'editor', 'publisher', 'admin'];

export function UsersPage() {
  const { user: me, announce } = useStudio();
  const [users, setUsers] = useState<StudioUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    api<{ users: StudioUser[] }>('GET', '/users').then(
      ({ data }) => setUsers(data.users),
      (err: unknown) => setError(messageOf(err)),
    );
  }, []);
  useEffect(() => {
    document.title = 'Users — Waypoint Studio';
    load();
  }, [load]);

  const update = async (user: StudioUser, patch: UpdateUserRequest, done: string) => {
    setError(null);
    try {
      const { data } = await api<StudioUser>('PATCH', `/users/${encodeURIComponent(user.id)}`, {
        body: patch,
        ifMatch: etagOf(user.revision),
      });
      setUsers((list) => list?.map((u) => (u.id === data.id ? data : u)) ?? null);
      announce(done);
    } catch (err) {
      if (err instanceof ApiError && err.status === 412) {
        setError(`${user.email} was changed by someone else meanwhile; the list was reloaded.`);
        load();
      } else setError(`${user.email} was not changed: ${messageOf(err)}`);
    }
  };

  return (
    <section>
      <h1>Users</h1>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <NewUserForm
        onCreated={(u) => {
          setUsers((list) => [...(list ?? []), u]);
          announce(`Added ${u.email} as ${u.role}.`);
        }}
      />
      {users === null ? <p>Loading…</p> : null}
      {users ? (
        <table className="data" data-testid="users">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Markets</th>
              <th scope="col">Affiliates</th>
              <th scope="col">Created</th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} data-testid={`user-${u.email}`}>
                <th scope="row">{u.email}</th>
                <td>
                  <label className="visually-hidden" htmlFor={`role-${u.id}`}>
                    Role of {u.email}
                  </label>
                  <select
                    id={`role-${u.id}`}
                    value={u.role}
                    disabled={u.id === me.id}
                    onChange={(e) =>
                      void update(
                        u,
                        { role: e.target.value as StudioRole },
                        `${u.email} is now ${e.target.value}.`,
                      )
                    }
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{u.markets?.map((m) => m.toUpperCase()).join(', ') ?? 'All'}</td>
                <td>{u.affiliates?.join(', ') ?? 'All'}</td>
                <td>
                  {describeInstant(u.createdAt)} by {u.createdBy}
                </td>
                <td>
                  {u.disabled ? (
                    <span className="badge warn">Disabled</span>
                  ) : (
                    <span className="badge">Active</span>
                  )}{' '}
                  {u.id === me.id ? null : (
                    <button
                      type="button"
                      className="secondary small"
                      onClick={() =>
                        void update(
                          u,
                          { disabled: !u.disabled },
                          `${u.email} is ${u.disabled ? 'enabled' : 'disabled'}.`,
                        )
                      }
                    >
                      {u.disabled ? 'Enable' : 'Disable'} {u.email}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function NewUserForm({ onCreated }: { onCreated(user: StudioUser): void }) {
  const { value: options } = useOptions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StudioRole>('editor');
  const [markets, setMarkets] = useState<Market[]>([]);
  const [affiliates, setAffiliates] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const affiliateChoices = [...new Map((options?.affiliates ?? []).map((a) => [a.id, a])).values()];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const body: CreateUserRequest = {
      email,
      password,
      role,
      markets: markets.length > 0 ? markets : null,
      affiliates: affiliates.length > 0 ? affiliates : null,
    };
    try {
      const { data } = await api<StudioUser>('POST', '/users', { body });
      onCreated(data);
      setEmail('');
      setPassword('');
      setMarkets([]);
      setAffiliates([]);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length > 0) {
        setErrors(Object.fromEntries(err.errors.map((e) => [String(e.path[0] ?? ''), e.message])));
      } else setErrors({ '': messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`new-user-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const describedBy = (name: string) => (errors[name] ? `new-user-${name}-error` : undefined);

  return (
    <form className="panel" onSubmit={submit} aria-labelledby="new-user-title">
      <h2 id="new-user-title">Add a user</h2>
      {errors[''] ? (
        <p className="error" role="alert">
          {errors['']}
        </p>
      ) : null}
      <div className="inline-fields">
        <div className="field">
          <label htmlFor="new-user-email">E-mail</label>
          <input
            id="new-user-email"
            type="email"
            value={email}
            required
            aria-describedby={describedBy('email')}
            onChange={(e) => setEmail(e.target.value)}
          />
          {fieldError('email')}
        </div>
        <div className="field">
          <label htmlFor="new-user-password">Password (12 characters or more)</label>
          <input
            id="new-user-password"
            type="password"
            autoComplete="new-password"
            value={password}
            required
            aria-describedby={describedBy('password')}
            onChange={(e) => setPassword(e.target.value)}
          />
          {fieldError('password')}
        </div>
        <div className="field">
          <label htmlFor="new-user-role">Role</label>
          <select id="new-user-role" value={role} onChange={(e) => setRole(e.target.value as StudioRole)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="field">
        <legend>Markets (none ticked: all markets)</legend>
        <div className="choices">
          {options?.markets.map((m) => (
            <label key={m} className="choice">
              <input
                type="checkbox"
                checked={markets.includes(m)}
                onChange={(e) =>
                  setMarkets(e.target.checked ? [...markets, m] : markets.filter((x) => x !== m))
                }
              />
              {m.toUpperCase()}
            </label>
          ))}
        </div>
        {fieldError('markets')}
      </fieldset>
      <fieldset className="field">
        <legend>Affiliates (none ticked: all affiliates)</legend>
        <div className="choices">
          {affiliateChoices.map((a) => (
            <label key={a.id} className="choice">
              <input
                type="checkbox"
                checked={affiliates.includes(a.id)}
                onChange={(e) =>
                  setAffiliates(
                    e.target.checked ? [...affiliates, a.id] : affiliates.filter((x) => x !== a.id),
                  )
                }
              />
              {a.name} ({a.id})
            </label>
          ))}
        </div>
        {fieldError('affiliates')}
      </fieldset>
      <button type="submit" disabled={busy}>
        Add user
      </button>
    </form>
  );
}
