import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../state/store.ts';
import { toastsAtom } from '../../../state/toast-atoms.ts';
import {
  recordFetch,
  resetApiStore,
  type RecordedRequest,
} from '../../__tests__/fetch-recorder.ts';
import { searchAssets } from '../assets.ts';
import { acceptChatInvitation, declineChatInvitation, getChatInvitations } from '../chats.ts';
import { albumFlagTarget, createFlag, deleteFlag, getFlag, type Flag } from '../flags.ts';
import { searchDiscover } from '../discover.ts';
import { followMember, getInfluencers, unfollowMember } from '../follows.ts';
import { createComment, deleteComment, getComments, updateComment } from '../notes.ts';
import { searchPeople } from '../people.ts';
import { getWall, likeAlbum, unfavoriteAlbum, uploadPhoto } from '../posts.ts';
import { getReferralList, REFERRAL_CHILD_LIMIT } from '../referrals.ts';
import { refusal, refusalBody } from '../../../testing/envelopes.ts';

let requests: RecordedRequest[];
const query = (index: number) => Object.fromEntries(requests[index]?.query ?? []);

beforeEach(() => {
  requests = recordFetch(() => ({ valid: true, message: 'ok', item: null, items: [] }));
  resetApiStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('people and referrals', () => {
  it('searches people by keyword with paging', async () => {
    await searchPeople({ keyword: 'dana', start: 10, limit: 5 });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/users/people/search' });
    expect(query(0)).toEqual({ keyword: 'dana', start: '10', limit: '5' });
  });

  it('asks for the referral tree with child limits of 100 (SPEC §9)', async () => {
    await getReferralList(12);
    await getReferralList(12, 'GET_CHILDREN');
    expect(requests[0]?.path).toBe('/users/referral/list');
    expect(query(0)).toEqual({
      accountId: '12',
      retrieveType: 'GET_ALL',
      childrenListLimit: String(REFERRAL_CHILD_LIMIT),
      ancestorListLimit: '100',
    });
    expect(query(1).retrieveType).toBe('GET_CHILDREN');
  });
});

describe('chat invitations', () => {
  it('lists the invitations and answers one by its chat', async () => {
    await getChatInvitations();
    await acceptChatInvitation(5);
    await declineChatInvitation(6);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /chats/invitations',
      'POST /chats/5/invitation/accept',
      'POST /chats/6/invitation/decline',
    ]);
  });
});

describe('flags', () => {
  it('gets, creates and deletes a flag on an album (flagableType ALBUM)', async () => {
    const target = albumFlagTarget(42);
    await getFlag(target);
    await createFlag(target, '  spam  ');
    await createFlag(target, '   ');
    await deleteFlag(target);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /flagable/flag/get',
      'POST /flagable/flag/create',
      'POST /flagable/flag/create',
      'POST /flagable/flag/delete',
    ]);
    expect(query(0)).toEqual({ flagableId: '42', flagableType: 'ALBUM' });
    expect(requests[1]?.body).toEqual({
      flagableId: 42,
      flagableType: 'ALBUM',
      flagDescription: 'spam',
    });
    expect(requests[2]?.body).toEqual({ flagableId: 42, flagableType: 'ALBUM' });
    expect(requests[3]?.body).toEqual({ flagableId: 42, flagableType: 'ALBUM' });
  });

  it('hands a second flag back as a refusal and shows it as a toast', async () => {
    requests = recordFetch(() =>
      refusalBody('ALREADY_FLAGGED', 'You have already flagged this album.'),
    );
    const answer = await createFlag(albumFlagTarget(42));
    expect(answer).toMatchObject({ valid: false, errorCode: 'ALREADY_FLAGGED' });
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'You have already flagged this album.',
    ]);
  });

  it('types the flag from the API schema', () => {
    const flag: Flag = {
      flagId: 1,
      flagableId: 42,
      flagableType: 'ALBUM',
      flagDescription: '',
      reason: 'SPAM',
      createdDate: 0,
      flagCount: 1,
    };
    expect(flag.flagCount).toBe(1);
  });
});

describe('assets', () => {
  it('sends asset ids as a comma list, with the album and paging', async () => {
    await searchAssets({ assetIds: [3, 1, 2], albumId: 7, start: 0, limit: 20 });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/asset/search' });
    expect(query(0)).toEqual({ assetIds: '3,1,2', albumId: '7', start: '0', limit: '20' });
  });

  it('resolves a failed search to an error result instead of throwing (SPEC §8)', async () => {
    recordFetch(() => refusal(404, 'NOT_FOUND', 'That album does not exist.'));
    const result = await searchAssets({ albumId: 9 });
    expect(result).toMatchObject({ status: 'error', httpStatus: 404 });
  });
});

describe('posts and comments', () => {
  it('pages the wall by cursor and sends likes and favorites by albumId', async () => {
    await getWall({ cursor: '1732363200123456_42', limit: 10 });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/albums/wall' });
    expect(query(0)).toEqual({ cursor: '1732363200123456_42', limit: '10' });
    await likeAlbum(5);
    await unfavoriteAlbum(5);
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/likes', body: { albumId: 5 } });
    expect(requests[2]).toMatchObject({ method: 'DELETE', path: '/favorites' });
    expect(query(2)).toEqual({ albumId: '5' });
  });

  it('uploads a photo as multipart to /assets, without the JSON content type', async () => {
    await uploadPhoto(new Blob(['x'], { type: 'image/png' }));
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/assets' });
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it('reads, writes, edits and deletes comments under /notes', async () => {
    await getComments(3, { cursor: 'c', limit: 20 });
    await createComment({ albumId: 3, comment: 'Nice', parentNoteId: 8 });
    await updateComment(9, 'Edited');
    await deleteComment(9);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /notes/search',
      'POST /notes',
      'PUT /notes/9',
      'DELETE /notes/9',
    ]);
    expect(query(0)).toEqual({ albumId: '3', cursor: 'c', limit: '20' });
    expect(requests[1]?.body).toEqual({ albumId: 3, comment: 'Nice', parentNoteId: 8 });
  });
});

describe('following', () => {
  it('follows and unfollows by accountId and ranks influencers with paging', async () => {
    await followMember(4);
    await unfollowMember(4);
    await getInfluencers({ start: 0, limit: 20 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/users/follow',
      body: { accountId: 4 },
    });
    expect(requests[1]).toMatchObject({ method: 'DELETE', path: '/users/follow' });
    expect(query(1)).toEqual({ accountId: '4' });
    expect(requests[2]).toMatchObject({ method: 'GET', path: '/users/influencers' });
    expect(query(2)).toEqual({ start: '0', limit: '20' });
  });
});

describe('discover', () => {
  it('searches by keyword with paging', async () => {
    await searchDiscover('sunflower seeds', { start: 10, limit: 10 });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/albums/discover' });
    expect(query(0)).toEqual({ keyword: 'sunflower seeds', start: '10', limit: '10' });
  });
});
