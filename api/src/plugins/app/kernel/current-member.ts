// Who is asking: the signed-in member of a request, as every domain and route reads it.
import type { FastifyRequest } from 'fastify';
import { sessionInvalid } from '../../../lib/errors.ts';
import type { Role } from './roles.ts';

/** An account as the session reads it (every column but the audit ones). */
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
  /** Member, moderator or operator (is_operator is derived from it). */
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by the identity plugin's `authenticate`. */
    user: AccountRow | null;
  }
}

/** The member of an authenticated route; `authenticate` guarantees it is set. */
export function currentUser(request: FastifyRequest): AccountRow {
  if (!request.user) throw sessionInvalid();
  return request.user;
}
