import { expect, it } from 'vitest';
import { challengeFixture, challengeSideFixture } from '../../../../testing/fixtures.ts';
import { challengePlayPath, challengeStatusText } from '../challenge-text.ts';

it('says where a challenge stands from either side', () => {
  const text = (overrides: Parameters<typeof challengeFixture>[0]) =>
    challengeStatusText(challengeFixture(overrides));
  expect(text({})).toBe('Waiting for Marcus Bell to accept');
  expect(text({ isChallenger: false })).toBe('Dana Rivera challenged you');
  expect(text({ status: 'ACCEPTED', isChallenger: false })).toBe('Accepted: your turn to play');
  expect(
    text({
      status: 'ACCEPTED',
      challenger: challengeSideFixture(7, 'Dana Rivera', { played: true }),
    }),
  ).toBe('Waiting for Marcus Bell to play');
  expect(text({ status: 'DECLINED' })).toBe('Marcus Bell declined');
  expect(text({ status: 'DECLINED', isChallenger: false })).toBe('You declined');
  expect(text({ status: 'FINISHED', winnerId: 7 })).toBe('You won');
  expect(text({ status: 'FINISHED', winnerId: 3 })).toBe('Marcus Bell won');
  expect(text({ status: 'FINISHED', winnerId: null })).toBe('A draw');
});

it('plays the challenge’s level with the challenge named', () => {
  expect(challengePlayPath(challengeFixture())).toBe('/browse/quiz/detail/2/21?challengeId=9');
});
