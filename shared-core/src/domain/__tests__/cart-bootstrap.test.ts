import { describe, expect, it, vi } from 'vitest';
import type { MyProfileChanges, UserProfile } from '../../api/cart-album.ts';
import type { Album, ApiFailure } from '../../api/types.ts';
import { bootstrapCartAlbum, type CartBootstrapDeps } from '../cart-bootstrap.ts';
import { addItem, emptyCart, type Cart } from '../cart.ts';
import { gummies } from '../../testing/cart-products.ts';
import { refusalBody } from '../../testing/envelopes.ts';

const USER_ID = 7;

const savedCart: Cart = addItem(emptyCart(), gummies);

type AlbumAnswer = Awaited<ReturnType<CartBootstrapDeps['getAlbum']>>;
type CreatedAnswer = Awaited<ReturnType<CartBootstrapDeps['createCartAlbum']>>;

function cartAlbum(albumId: number, overrides: Partial<Album> = {}) {
  return {
    valid: true as const,
    message: '',
    item: {
      albumId,
      albumType: 'cart',
      ownerId: USER_ID,
      metaData: JSON.stringify(savedCart),
      ...overrides,
    } as unknown as Album,
  };
}

function profileWithBlob(appBlob: string | null) {
  return { valid: true as const, message: '', item: { appInfo: { appBlob } } as UserProfile };
}

const failure: ApiFailure = { status: 'error', message: 'Error Code: 404 Message: Not found' };

/** A fake world: a cookie jar, albums by id, a profile blob, and a recorder. */
function fakeDeps(options: {
  cookie?: string;
  /** Answers by album id, some deliberately malformed. */
  albums?: Record<number, object>;
  appBlob?: string | null;
  profileFails?: boolean;
  createdId?: number;
}) {
  const cookies = new Map<string, string>();
  if (options.cookie !== undefined) cookies.set('shopping_cart_id', options.cookie);
  const deps = {
    readCookie: vi.fn((name: string) => cookies.get(name) ?? null),
    writeCookie: vi.fn((name: string, value: string) => void cookies.set(name, value)),
    deleteCookie: vi.fn((name: string) => void cookies.delete(name)),
    getAlbum: vi.fn(
      async (albumId: number) => (options.albums?.[albumId] ?? failure) as AlbumAnswer,
    ),
    getUserProfile: vi.fn(async () =>
      options.profileFails ? failure : profileWithBlob(options.appBlob ?? null),
    ),
    createCartAlbum: vi.fn(async () => cartAlbum(options.createdId ?? 99)),
    updateMyProfile: vi.fn(async (_changes: MyProfileChanges) => ({
      valid: true as const,
      message: '',
      item: null,
    })),
  } satisfies CartBootstrapDeps;
  return { deps, cookies };
}

describe('cart bootstrap', () => {
  it('loads the album named by the cookie, without reading the profile', async () => {
    const { deps } = fakeDeps({ cookie: '12', albums: { 12: cartAlbum(12) } });
    await expect(bootstrapCartAlbum(USER_ID, deps)).resolves.toEqual({
      albumId: 12,
      cart: savedCart,
    });
    expect(deps.getAlbum).toHaveBeenCalledWith(12);
    expect(deps.getUserProfile).not.toHaveBeenCalled();
    expect(deps.createCartAlbum).not.toHaveBeenCalled();
  });

  it('when the cookie album fails to load, deletes the cookie and falls back to the profile', async () => {
    const { deps, cookies } = fakeDeps({
      cookie: '12',
      albums: { 20: cartAlbum(20) },
      appBlob: '{"shoppingCartId":20}',
    });
    await expect(bootstrapCartAlbum(USER_ID, deps)).resolves.toMatchObject({ albumId: 20 });
    expect(deps.deleteCookie).toHaveBeenCalledWith('shopping_cart_id');
    expect(cookies.get('shopping_cart_id')).toBe('20');
  });

  it.each([
    ['not valid', cartAlbum(12, {}), { valid: false }],
    ['not a cart album', cartAlbum(12, { albumType: 'news' }), {}],
    ["another member's cart", cartAlbum(12, { ownerId: 8 }), {}],
  ])('treats an album that is %s as a failed load', async (_case, album, envelope) => {
    const { deps } = fakeDeps({
      cookie: '12',
      albums: { 12: { ...album, ...envelope } },
      appBlob: null,
    });
    await expect(bootstrapCartAlbum(USER_ID, deps)).resolves.toEqual({
      albumId: 99,
      cart: emptyCart(),
    });
    expect(deps.deleteCookie).toHaveBeenCalledWith('shopping_cart_id');
  });

  it('without a cookie, stores the cookie for a positive shoppingCartId and loads that album', async () => {
    const { deps, cookies } = fakeDeps({
      albums: { 20: cartAlbum(20) },
      appBlob: '{"shoppingCartId":20}',
    });
    await expect(bootstrapCartAlbum(USER_ID, deps)).resolves.toEqual({
      albumId: 20,
      cart: savedCart,
    });
    expect(deps.getUserProfile).toHaveBeenCalledWith(USER_ID);
    expect(cookies.get('shopping_cart_id')).toBe('20');
    expect(deps.createCartAlbum).not.toHaveBeenCalled();
  });

  it.each([
    ['no app blob', null],
    ['an unparseable app blob', '{oops'],
    ['a zero shoppingCartId', '{"shoppingCartId":0}'],
    ['a negative shoppingCartId', '{"shoppingCartId":-4}'],
  ])('with %s, creates a cart album and saves its id in the profile', async (_case, appBlob) => {
    const { deps, cookies } = fakeDeps({ appBlob, createdId: 31 });
    await expect(bootstrapCartAlbum(USER_ID, deps)).resolves.toEqual({
      albumId: 31,
      cart: emptyCart(),
    });
    expect(deps.createCartAlbum).toHaveBeenCalledWith(emptyCart());
    expect(deps.updateMyProfile).toHaveBeenCalledOnce();
    const { appBlob: saved } = deps.updateMyProfile.mock.calls[0]![0];
    expect(JSON.parse(saved!)).toMatchObject({ shoppingCartId: 31 });
    expect(cookies.get('shopping_cart_id')).toBe('31');
  });

  it('keeps the other keys of the app blob when saving the new cart id', async () => {
    const { deps } = fakeDeps({ appBlob: '{"theme":"dark","shoppingCartId":20}', createdId: 31 });
    await bootstrapCartAlbum(USER_ID, deps);
    const { appBlob } = deps.updateMyProfile.mock.calls[0]![0];
    expect(JSON.parse(appBlob!)).toEqual({ theme: 'dark', shoppingCartId: 31 });
  });

  it('recreates the cart when the profile names an album that is not valid, dropping the cookie', async () => {
    const { deps, cookies } = fakeDeps({ appBlob: '{"shoppingCartId":20}', createdId: 31 });
    await expect(bootstrapCartAlbum(USER_ID, deps)).resolves.toMatchObject({ albumId: 31 });
    expect(deps.writeCookie).toHaveBeenCalledWith('shopping_cart_id', '20');
    expect(deps.deleteCookie).toHaveBeenCalledWith('shopping_cart_id');
    expect(cookies.get('shopping_cart_id')).toBe('31');
  });

  it('ignores a cookie that is not a positive id', async () => {
    const { deps } = fakeDeps({ cookie: 'abc', appBlob: null });
    await bootstrapCartAlbum(USER_ID, deps);
    expect(deps.getAlbum).not.toHaveBeenCalled();
    expect(deps.createCartAlbum).toHaveBeenCalledOnce();
  });

  it('does not create a second cart when the profile cannot be read', async () => {
    const { deps } = fakeDeps({ profileFails: true });
    await expect(bootstrapCartAlbum(USER_ID, deps)).rejects.toThrow('Error Code: 404');
    expect(deps.createCartAlbum).not.toHaveBeenCalled();
    expect(deps.updateMyProfile).not.toHaveBeenCalled();
  });

  it('fails when the cart album cannot be created', async () => {
    const { deps } = fakeDeps({ appBlob: null });
    deps.createCartAlbum.mockResolvedValue(
      refusalBody('LIMIT', 'Too many albums') as unknown as CreatedAnswer,
    );
    await expect(bootstrapCartAlbum(USER_ID, deps)).rejects.toThrow('Too many albums');
    expect(deps.updateMyProfile).not.toHaveBeenCalled();
  });
});
