/** A member as the API names one (a post's owner, a message's sender), for tests. */
export function member(accountId: number, display: string, username = display.toLowerCase()) {
  return {
    accountId,
    display,
    username,
    profileImage: 'http://api.test/media/a.svg',
    accountType: 'MEMBER',
    locationDisplay: null,
  };
}
