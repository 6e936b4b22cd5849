import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { isUniqueViolation } from '../../../db/db.ts';
import { conflict } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { AuthUserResponse, ProfileResponse, ProfileSocial } from '../../../schemas/users.ts';
import { DEFAULT_AVATAR } from '../platform/media-url.ts';

export interface AccountRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  username: string;
  personal_audience_name: string;
  audience_ids: number[];
  avatar: string | null;
  location_display: string | null;
  app_blob: string | null;
  referral_account_id: number | null;
  is_operator: boolean;
}

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
}

export interface ProfilePatch {
  firstName?: string | undefined;
  lastName?: string | undefined;
  appBlob?: string | null | undefined;
  referralAccountId?: number | undefined;
}

/** A short handle for display: "dana.r". Not unique; ids identify members. */
export function usernameFor(firstName: string, lastName: string): string {
  const clean = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const first = clean(firstName) || 'member';
  const initial = clean(lastName).slice(0, 1);
  return initial ? `${first}.${initial}` : first;
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

    async create(input: NewAccount): Promise<AccountRow> {
      try {
        const rows = await db.query<AccountRow>(
          `INSERT INTO accounts (email, password_hash, first_name, last_name, username, age_confirmed_at)
           VALUES ($1, $2, $3, $4, $5, now())
           RETURNING ${ACCOUNT_COLUMNS}`,
          [
            input.email.trim(),
            input.passwordHash,
            input.firstName,
            input.lastName,
            usernameFor(input.firstName, input.lastName),
          ],
        );
        const row = rows[0];
        if (!row) throw new Error('Account insert returned no row');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict('EMAIL_TAKEN', 'An account with this e-mail address already exists.');
        }
        throw error;
      }
    },

    async updateProfile(current: AccountRow, patch: ProfilePatch): Promise<AccountRow> {
      const firstName = patch.firstName ?? current.first_name;
      const lastName = patch.lastName ?? current.last_name;
      const rows = await db.query<AccountRow>(
        `UPDATE accounts
            SET first_name = $2, last_name = $3, username = $4, app_blob = $5,
                referral_account_id = $6, updated_at = now()
          WHERE id = $1
         RETURNING ${ACCOUNT_COLUMNS}`,
        [
          current.id,
          firstName,
          lastName,
          usernameFor(firstName, lastName),
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
