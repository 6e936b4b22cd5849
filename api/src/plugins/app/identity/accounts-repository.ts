import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { isUniqueViolation } from '../../../db/db.ts';
import { conflict, HttpError } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { AuthUserResponse, ProfileResponse, ProfileSocial } from '../../../schemas/users.ts';
import { DEFAULT_AVATAR } from '../kernel/account-short.ts';
import type { AccountRow } from '../kernel/current-member.ts';
import { handleBaseFor, handleKey } from './handle-rules.ts';
import { assertNotHeldByAnother, handleTaken, suggestHandles } from './handles-repository.ts';

export type { AccountRow };

const ACCOUNT_COLUMN_NAMES = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'username',
  'personal_audience_name',
  'audience_ids',
  'avatar',
  'location_display',
  'app_blob',
  'referral_account_id',
  'is_operator',
  'role',
] as const;

export function accountColumns(alias?: string): string {
  return ACCOUNT_COLUMN_NAMES.map((name) => (alias ? `${alias}.${name}` : name)).join(', ');
}

const ACCOUNT_COLUMNS = accountColumns();

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** The @handle the member chose; without one, the first free one their name suggests. */
  handle?: string | undefined;
}

/** Tries of a suggested handle at sign-up, each lost to a concurrent sign-up taking it. */
const SUGGESTION_ATTEMPTS = 5;

const isHandleConflict = (error: unknown) =>
  isUniqueViolation(error) &&
  (error as { constraint?: unknown }).constraint === 'accounts_username_key';

export interface ProfilePatch {
  firstName?: string | undefined;
  lastName?: string | undefined;
  appBlob?: string | null | undefined;
  referralAccountId?: number | undefined;
}

export function createAccountsRepository(db: Db, mediaUrl: MediaUrl) {
  const avatarUrl = (row: Pick<AccountRow, 'avatar'>): string =>
    mediaUrl(row.avatar) ?? mediaUrl(DEFAULT_AVATAR) ?? '';

  const profileInfo = (row: AccountRow) => ({
    accountId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    display: `${row.first_name} ${row.last_name}`,
    username: row.username,
    locationDisplay: row.location_display,
    profileAvatar: { fullURL: avatarUrl(row) },
  });

  /**
   * Inserts the account under `handle`, in one transaction with the check that nobody
   * else holds it as a retired handle. 409 EMAIL_TAKEN or HANDLE_TAKEN when taken.
   */
  async function insert(input: NewAccount, handle: string): Promise<AccountRow> {
    try {
      return await db.transaction(async (tx) => {
        const rows = await tx.query<AccountRow>(
          `INSERT INTO accounts (email, password_hash, first_name, last_name, username, age_confirmed_at)
           VALUES ($1, $2, $3, $4, $5, now())
           RETURNING ${ACCOUNT_COLUMNS}`,
          [input.email.trim(), input.passwordHash, input.firstName, input.lastName, handle],
        );
        const row = rows[0];
        if (!row) throw new Error('Account insert returned no row');
        await assertNotHeldByAnother(tx, handle, row.id);
        return row;
      });
    } catch (error) {
      if (isHandleConflict(error)) throw await handleTaken(db, handle);
      if (isUniqueViolation(error)) {
        throw conflict('EMAIL_TAKEN', 'An account with this e-mail address already exists.');
      }
      throw error;
    }
  }

  return {
    avatarUrl,

    async findById(id: number, tx: Queryable = db): Promise<AccountRow | undefined> {
      const rows = await tx.query<AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1`,
        [id],
      );
      return rows[0];
    },

    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const rows = await db.query<AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE lower(email) = lower($1)`,
        [email.trim()],
      );
      return rows[0];
    },

    /**
     * A new account under the member's handle, or under the first free handle their name
     * suggests; when a concurrent sign-up takes that one first, the next free one.
     */
    async create(input: NewAccount): Promise<AccountRow> {
      if (input.handle) return insert(input, input.handle);
      const lost = new Set<string>();
      const base = handleBaseFor(input.firstName, input.lastName);
      for (let attempt = 1; ; attempt += 1) {
        const [handle = base] = await suggestHandles(db, base, 1, lost);
        try {
          return await insert(input, handle);
        } catch (error) {
          const handleLost = error instanceof HttpError && error.errorCode === 'HANDLE_TAKEN';
          if (!handleLost || attempt >= SUGGESTION_ATTEMPTS) throw error;
          lost.add(handleKey(handle));
        }
      }
    },

    /**
     * Gives the member `handle`. A new handle (not just a new case of the old one) retires
     * the old one: it keeps pointing to the member, and stays theirs, for 30 days. The
     * member may take back a handle they retired. 409 HANDLE_TAKEN when someone else uses
     * or holds it.
     */
    async updateHandle(current: AccountRow, handle: string): Promise<AccountRow> {
      const newKey = handleKey(handle);
      try {
        return await db.transaction(async (tx) => {
          // Read under a row lock: the handle being retired is the one in the database now.
          const before = await tx.query<{ username: string }>(
            'SELECT username FROM accounts WHERE id = $1 FOR UPDATE',
            [current.id],
          );
          const oldKey = handleKey(before[0]?.username ?? current.username);
          const rows = await tx.query<AccountRow>(
            `UPDATE accounts SET username = $2, updated_at = now() WHERE id = $1
             RETURNING ${ACCOUNT_COLUMNS}`,
            [current.id, handle],
          );
          const row = rows[0];
          if (!row) throw new Error(`Account ${current.id} vanished`);
          if (newKey === oldKey) return row;
          await assertNotHeldByAnother(tx, handle, current.id);
          await tx.query('DELETE FROM retired_handles WHERE handle = $1 AND account_id = $2', [
            newKey,
            current.id,
          ]);
          await tx.query(
            `INSERT INTO retired_handles (handle, account_id) VALUES ($1, $2)
             ON CONFLICT (handle) DO UPDATE
               SET account_id = EXCLUDED.account_id, retired_at = now()`,
            [oldKey, current.id],
          );
          return row;
        });
      } catch (error) {
        if (isHandleConflict(error)) throw await handleTaken(db, handle);
        throw error;
      }
    },

    async updateProfile(current: AccountRow, patch: ProfilePatch): Promise<AccountRow> {
      const firstName = patch.firstName ?? current.first_name;
      const lastName = patch.lastName ?? current.last_name;
      const rows = await db.query<AccountRow>(
        `UPDATE accounts
            SET first_name = $2, last_name = $3, app_blob = $4,
                referral_account_id = $5, updated_at = now()
          WHERE id = $1
         RETURNING ${ACCOUNT_COLUMNS}`,
        [
          current.id,
          firstName,
          lastName,
          patch.appBlob === undefined ? current.app_blob : patch.appBlob,
          patch.referralAccountId ?? current.referral_account_id,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error(`Account ${current.id} vanished`);
      return row;
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE accounts SET password_hash = $2, updated_at = now() WHERE id = $1', [
        id,
        passwordHash,
      ]);
    },

    toAuthUser(row: AccountRow): AuthUserResponse {
      return {
        id: row.id,
        accountId: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        display: `${row.first_name} ${row.last_name}`,
        username: row.username,
        personalAudienceName: row.personal_audience_name,
        audienceIds: row.audience_ids.map(Number),
        isOperator: row.is_operator,
        role: row.role,
        profileInfo: profileInfo(row),
      };
    },

    /** The app blob and referral are private: only the owner sees them. */
    toProfile(row: AccountRow, viewerId: number, social: ProfileSocial): ProfileResponse {
      const isOwner = row.id === viewerId;
      return {
        profileInfo: profileInfo(row),
        appInfo: { appBlob: isOwner ? row.app_blob : null },
        friendInfo: null,
        following: social.following,
        friend: social.friend,
        isProfileOwner: isOwner,
        referralAccountId: isOwner ? row.referral_account_id : null,
        counts: social.counts,
      };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('accounts', createAccountsRepository(app.db, app.mediaUrl));
  },
  { name: 'accounts', dependencies: ['db', 'media-url'] },
);
