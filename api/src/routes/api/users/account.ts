import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { restrictionMessage } from '../../../plugins/app/kernel/moderation.ts';
import { Type } from 'typebox';
import { HttpError, notFound, refuse } from '../../../lib/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../lib/passwords.ts';
import { credentialLimits } from '../../../plugins/app/identity/attempt-limits.ts';
import { handleProblem } from '../../../plugins/app/identity/handle-rules.ts';
import { passwordProblem } from '../../../plugins/app/identity/rules.ts';
import { deletionRefusal } from '../../../plugins/app/identity/own-data.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoBody,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  MessageEnvelope,
  Nullable,
} from '../../../schemas/common.ts';
import {
  AuthUser,
  ChangePasswordBody,
  DeleteAccountBody,
  LoginBody,
  MyProfileBody,
  OwnDataExport,
  Profile,
  SignedIn,
  SignupBody,
} from '../../../schemas/users.ts';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';

/** A plugin scope of its own, typed like the file's routes. */
type Scope = Parameters<FastifyPluginAsyncTypebox>[0];

export interface UsersRoutesOptions {
  /** Sign-in and password-change attempts a minute per address and per account. */
  loginRateLimitMax: number;
  /** Sign-ups a minute per address and per e-mail. */
  signupRateLimitMax: number;
}

const INVALID_CREDENTIALS = 'The e-mail address or password is incorrect.';

const users: FastifyPluginAsyncTypebox<UsersRoutesOptions> = async (app, options) => {
  const limits = credentialLimits(app, options.loginRateLimitMax, options.signupRateLimitMax);

  app.post(
    '/signup',
    {
      config: { public: true },
      preHandler: limits.signup,
      schema: {
        tags: ['users'],
        summary: 'Create an account (18+) and sign in',
        description:
          'Without `handle`, the member gets the first free handle their name suggests ' +
          '(GET /users/handle/suggest). A handle someone uses or holds is 409 HANDLE_TAKEN, ' +
          'naming a free one.',
        body: SignupBody,
        response: { 200: ItemEnvelope(SignedIn), ...errorResponses(409) },
      },
    },
    async (request) => {
      const { email, password, firstName, lastName, handle } = request.body;
      const badHandle = handle === undefined ? undefined : handleProblem('body/handle', handle);
      if (badHandle) throw new HttpError(400, 'INVALID_HANDLE', badHandle);
      const weak = passwordProblem(
        'body/password',
        password,
        [email, firstName, lastName, ...(handle === undefined ? [] : [handle])],
        [(await app.appConfig.get()).appName],
      );
      if (weak) throw new HttpError(400, 'WEAK_PASSWORD', weak);
      await app.watchedWords.refuse(firstName, lastName, handle);
      const account = await app.accounts.create({
        email,
        passwordHash: await hashPassword(password),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        handle,
      });
      const session = await app.sessions.issue(account.id);
      return itemEnvelope(
        { user: app.accounts.toAuthUser(account), session },
        `Welcome to Canopy, ${account.first_name}!`,
      );
    },
  );

  app.post(
    '/login',
    {
      config: { public: true },
      preHandler: limits.login,
      schema: {
        tags: ['users'],
        summary: 'Sign in with e-mail and password',
        description:
          'Wrong credentials are HTTP 200 with `valid:false, errorCode:INVALID_CREDENTIALS`. ' +
          'Failures slow down only the address that failed (429 with Retry-After): at one ' +
          'account, across accounts, and, for an account guessed at from many addresses, ' +
          'a spacing that doubles with every failure. An address that has not failed is ' +
          'never refused. A banned member is `valid:false, errorCode:ACCOUNT_BANNED` with the ' +
          'reason.',
        body: LoginBody,
        response: {
          200: Type.Union([ItemEnvelope(SignedIn), ErrorEnvelope]),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const account = await app.accounts.findByEmail(email);
      const ok = account
        ? await verifyPassword(password, account.password_hash)
        : await verifyAgainstDummy(password);
      if (!account || !ok) {
        await limits.loginFailed(request);
        return refuse('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      }
      await limits.loginSucceeded(request);
      // A banned member is told so, and gets no session (issue 35).
      const restriction = await app.moderation.restrictionOf(account.id);
      if (restriction?.kind === 'BAN') {
        return refuse('ACCOUNT_BANNED', restrictionMessage(restriction));
      }
      const session = await app.sessions.issue(account.id);
      return itemEnvelope(
        { user: app.accounts.toAuthUser(account), session },
        `Welcome back, ${account.first_name}!`,
      );
    },
  );

  // Everything below is for a signed-in member.
  await app.register(
    // A member's own routes, in one scope (signed in, as every route under /api).
    async (member: Scope) => {
      member.post(
        '/logout',
        {
          schema: {
            tags: ['users'],
            summary: 'Revoke the current session token',
            body: GeoBody,
            response: { 200: MessageEnvelope, ...errorResponses(403) },
          },
        },
        async (request) => {
          if (request.sessionToken) await member.sessions.revoke(request.sessionToken);
          return messageEnvelope('You have been signed out.');
        },
      );

      member.post(
        '/logout-all',
        {
          schema: {
            tags: ['users'],
            summary: 'Sign out everywhere: revoke every session of yours, this one included',
            body: GeoBody,
            response: { 200: MessageEnvelope, ...errorResponses(403) },
          },
        },
        async (request) => {
          await member.sessions.revokeAllFor(currentUser(request).id);
          return messageEnvelope('You have been signed out on every device.');
        },
      );

      member.get(
        '/myprofile/export',
        {
          schema: {
            tags: ['users'],
            summary: 'A copy of your own data: profile, posts, comments, messages and orders',
            description: 'Sent as a JSON file to save (Content-Disposition: attachment).',
            querystring: GeoQuery,
            response: { 200: OwnDataExport, ...errorResponses(403) },
          },
        },
        async (request, reply) => {
          const me = currentUser(request);
          reply.header('content-disposition', 'attachment; filename="canopy-my-data.json"');
          reply.header('cache-control', 'no-store');
          return member.ownData.export(me.id);
        },
      );

      member.post(
        '/myprofile/delete',
        {
          // Guessing the password with a stolen session is throttled like a login.
          preHandler: limits.passwordChange,
          schema: {
            tags: ['users'],
            summary: 'Delete your account (your password asked again)',
            description:
              'Removes your personal information and private conversations and ends every ' +
              'session; public posts and comments stay, shown as by a deleted member (the ' +
              'privacy policy). A wrong password is HTTP 200 with `valid:false, ' +
              'errorCode:WRONG_PASSWORD`; the local demo member is refused (DEMO_MEMBER).',
            body: DeleteAccountBody,
            response: {
              200: Type.Union([MessageEnvelope, ErrorEnvelope]),
              ...errorResponses(403),
            },
          },
        },
        async (request) => {
          const me = currentUser(request);
          if (!(await verifyPassword(request.body.password, me.password_hash))) {
            return refuse('WRONG_PASSWORD', 'Your password is not correct.');
          }
          const refusal = deletionRefusal(me.email);
          if (refusal) return refuse('DEMO_MEMBER', refusal);
          await member.ownData.deleteAccount(me.id);
          return messageEnvelope('Your account has been deleted.');
        },
      );

      member.put(
        '/password',
        {
          // Guessing the current password with a stolen session is throttled like a login,
          // per address and per account.
          preHandler: limits.passwordChange,
          schema: {
            tags: ['users'],
            summary: 'Change your password; your other sessions end, this one stays',
            description:
              'A wrong current password is HTTP 200 with `valid:false, errorCode:WRONG_PASSWORD`.',
            body: ChangePasswordBody,
            response: {
              200: Type.Union([MessageEnvelope, ErrorEnvelope]),
              ...errorResponses(403),
            },
          },
        },
        async (request) => {
          const me = currentUser(request);
          const { currentPassword, newPassword } = request.body;
          if (!(await verifyPassword(currentPassword, me.password_hash))) {
            return refuse('WRONG_PASSWORD', 'Your current password is not correct.');
          }
          const weak = passwordProblem(
            'body/newPassword',
            newPassword,
            [me.email, me.first_name, me.last_name, me.username],
            [(await member.appConfig.get()).appName],
          );
          if (weak) throw new HttpError(400, 'WEAK_PASSWORD', weak);
          await member.accounts.updatePasswordHash(me.id, await hashPassword(newPassword));
          await member.sessions.revokeAllFor(me.id, request.sessionToken ?? undefined);
          return messageEnvelope('Your password has been changed.');
        },
      );

      member.get(
        '/me',
        {
          schema: {
            tags: ['users'],
            summary: 'The signed-in member',
            querystring: GeoQuery,
            response: { 200: ItemEnvelope(AuthUser), ...errorResponses(403) },
          },
        },
        async (request) => itemEnvelope(member.accounts.toAuthUser(currentUser(request))),
      );

      member.put(
        '/myprofile',
        {
          schema: {
            tags: ['users'],
            summary: 'Update your own profile (names, app blob, referral)',
            body: MyProfileBody,
            response: {
              200: Type.Union([ItemEnvelope(Nullable(Profile)), ErrorEnvelope]),
              ...errorResponses(403),
            },
          },
        },
        async (request) => {
          const me = currentUser(request);
          const { referralAccountId } = request.body;
          if (referralAccountId !== undefined && referralAccountId !== me.referral_account_id) {
            if (me.referral_account_id !== null) {
              return refuse('REFERRAL_ALREADY_SET', 'You were already referred by another member.');
            }
            if (
              referralAccountId === me.id ||
              !(await member.accounts.findById(referralAccountId))
            ) {
              return refuse('REFERRAL_INVALID', 'That referral is not valid.');
            }
          }
          await member.watchedWords.refuse(request.body.firstName, request.body.lastName);
          const updated = await member.accounts.updateProfile(me, {
            firstName: request.body.firstName?.trim(),
            lastName: request.body.lastName?.trim(),
            appBlob: request.body.appBlob,
            referralAccountId,
          });
          return itemEnvelope(
            request.body.returnProfile === false
              ? null
              : await member.profiles.view(updated, updated),
            'Your profile has been saved.',
          );
        },
      );

      member.get(
        '/:id',
        {
          schema: {
            tags: ['users'],
            summary: 'A member profile (appBlob only for its owner)',
            params: IdParams,
            querystring: GeoQuery,
            response: { 200: ItemEnvelope(Profile), ...errorResponses(403, 404) },
          },
        },
        async (request) => {
          const me = currentUser(request);
          const account = await member.accounts.findById(request.params.id);
          if (!account) throw notFound('That member does not exist.');
          return itemEnvelope(await member.profiles.view(account, me));
        },
      );
    },
  );
};

export default users;
