import { Type, type Static } from 'typebox';
import { GeoFields, Nullable } from './common.ts';
import { RoleName } from './staff.ts';

const Name = Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' });

/** An @handle as sent; its rules are checked by handleProblem, which explains a refusal. */
export const HandleInput = Type.String({
  minLength: 1,
  maxLength: 60,
  description:
    'Without the @: 3–30 letters a–z, digits, dots and underscores, starting and ending ' +
    'with a letter or digit; unique whatever its case; names of the app or its staff are reserved',
});

export const ProfileInfo = Type.Object({
  accountId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  display: Type.String({ description: 'Full name as shown to others' }),
  username: Type.String(),
  locationDisplay: Nullable(Type.String()),
  profileAvatar: Type.Object({ fullURL: Type.String({ format: 'uri' }) }),
});

export const AuthUser = Type.Object({
  id: Type.Integer(),
  accountId: Type.Integer({ description: 'Same as id' }),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  display: Type.String(),
  username: Type.String(),
  personalAudienceName: Type.String(),
  audienceIds: Type.Array(Type.Integer(), { description: 'Audiences that gate visibility' }),
  isOperator: Type.Boolean({ description: 'May change the app configuration' }),
  role: RoleName,
  profileInfo: ProfileInfo,
});
export type AuthUserResponse = Static<typeof AuthUser>;

export const SessionInfo = Type.Object({
  token: Type.String({ description: 'Send as `Authorization: Bearer <token>`' }),
  expiresAt: Type.Integer({ description: 'Epoch milliseconds' }),
});

export const SignedIn = Type.Object({ user: AuthUser, session: SessionInfo });

export const SignupBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 8, maxLength: 200 }),
  firstName: Name,
  lastName: Name,
  handle: Type.Optional(HandleInput),
  ageConfirmed: Type.Literal(true, { description: 'The member confirms being 18 or older' }),
  ...GeoFields,
});

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  ...GeoFields,
});

export const Profile = Type.Object({
  profileInfo: ProfileInfo,
  appInfo: Type.Object({
    appBlob: Nullable(Type.String({ description: 'Only returned to the profile owner' })),
  }),
  friendInfo: Type.Null(),
  following: Type.Boolean({ description: 'You follow this member' }),
  friend: Type.Boolean(),
  isProfileOwner: Type.Boolean(),
  referralAccountId: Nullable(Type.Integer({ description: 'Only returned to the profile owner' })),
  counts: Type.Object({
    albums: Type.Integer({ description: "The member's posts you may see" }),
    friends: Type.Integer(),
    followers: Type.Integer({ description: 'Members who follow this member' }),
    following: Type.Integer({ description: 'Members this member follows' }),
  }),
});
export type ProfileResponse = Static<typeof Profile>;

/** What a profile says about the member's circle, as seen by one viewer. */
export interface ProfileSocial {
  counts: { albums: number; friends: number; followers: number; following: number };
  /** Whether the viewer follows the member. */
  following: boolean;
  /** Whether the viewer and the member are friends. */
  friend: boolean;
}

export const MyProfileBody = Type.Object({
  returnProfile: Type.Optional(Type.Boolean()),
  responseFilters: Type.Optional(Type.String({ maxLength: 200 })),
  appBlob: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 65_536,
        description: 'Client JSON text, e.g. {"shoppingCartId":12}',
      }),
    ),
  ),
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  referralAccountId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  ...GeoFields,
});
export type MyProfileInput = Static<typeof MyProfileBody>;

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Type.String({ minLength: 8, maxLength: 200 }),
  ...GeoFields,
});

export const DeleteAccountBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 200, description: 'Asked again, to be sure' }),
  ...GeoFields,
});

/** A copy of everything a member wrote and bought (GET /users/myprofile/export). */
export const OwnDataExport = Type.Object({
  exportedAt: Type.String({ description: 'When the copy was made (ISO 8601)' }),
  profile: Type.Record(Type.String(), Type.Unknown()),
  posts: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  comments: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  chatMessages: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  orders: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});

export const HandleSuggestQuery = Type.Object({
  firstName: Type.Optional(Type.String({ maxLength: 60 })),
  lastName: Type.Optional(Type.String({ maxLength: 60 })),
  ...GeoFields,
});

export const HandleSuggestion = Type.Object({
  handle: Type.String({ description: 'A free handle, without the @' }),
});

export const HandleCheckQuery = Type.Object({
  handle: HandleInput,
  firstName: Type.Optional(Type.String({ maxLength: 60 })),
  lastName: Type.Optional(Type.String({ maxLength: 60 })),
  ...GeoFields,
});

export const HandleCheck = Type.Object({
  handle: Type.String(),
  available: Type.Boolean({ description: 'Valid, and nobody uses or holds it' }),
  message: Type.String({ description: 'Why not, or that it is free, for the member' }),
  suggestions: Type.Array(Type.String(), {
    description: 'Free handles to offer instead (empty when this one is available)',
  }),
});

export const HandleParams = Type.Object({ handle: HandleInput });

export const ChangeHandleBody = Type.Object({
  handle: HandleInput,
  ...GeoFields,
});
