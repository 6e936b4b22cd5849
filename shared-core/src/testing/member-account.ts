// A member as the API names one inside another answer (a post's owner, a hidden account, a
// message's sender), for the unit tests' canned answers.
export function memberAccount(
  accountId: number,
  display: string,
  username = display.toLowerCase(),
) {
  return {
    accountId,
    display,
    username,
    profileImage: 'http://api.test/media/a.svg',
    accountType: 'MEMBER',
    locationDisplay: null,
  };
}
