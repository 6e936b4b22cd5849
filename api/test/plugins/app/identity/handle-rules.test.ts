import { describe, expect, it } from 'vitest';
import {
  freeHandles,
  handleBaseFor,
  handleCandidate,
  handleChangeWaitMs,
  handleProblem,
  isReservedHandle,
} from '../../../../src/plugins/app/identity/handle-rules.ts';
import { MEMBERS, seedHandles, type SeedMember } from '../../../../src/seed/members.ts';

describe('handleProblem', () => {
  it('accepts 3 to 30 letters, digits, dots and underscores', () => {
    for (const handle of ['ada', 'Ada.L', 'ada_l2', '0xcafe', 'a'.repeat(30), 'a.b_c.d']) {
      expect(handleProblem('body/handle', handle), handle).toBeUndefined();
    }
  });

  it.each([
    ['ab', 'must have 3 to 30 characters'],
    ['a'.repeat(31), 'must have 3 to 30 characters'],
    ['ada lee', 'may contain only letters a–z, digits, dots and underscores'],
    ['zoë.o', 'may contain only letters a–z, digits, dots and underscores'],
    ['ada-l', 'may contain only letters a–z, digits, dots and underscores'],
    ['_ada', 'must start and end with a letter or a digit'],
    ['ada.', 'must start and end with a letter or a digit'],
    ['ADMIN', 'is reserved'],
    ['sup.port', 'is reserved'],
    ['canopy_official', 'is reserved'],
  ])('refuses %s: %s', (handle, reason) => {
    expect(handleProblem('body/handle', handle)).toMatch(new RegExp(`^body/handle .*${reason}`));
  });
});

describe('isReservedHandle', () => {
  it('reserves the app and staff names however they are dotted, and nothing near them', () => {
    expect(
      ['operator', 'Mod.Erator', 'can_opy', 'canopy.team', 'support'].map(isReservedHandle),
    ).toEqual([true, true, true, true, true]);
    expect(['adminton', 'badminton', 'operator.ann', 'teamwork'].map(isReservedHandle)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('suggestions', () => {
  it('builds the base from the first name and the last initial', () => {
    expect(handleBaseFor('Dana', 'Rivera')).toBe('dana.r');
    expect(handleBaseFor('Zoë', "O'Neil")).toBe('zoe.o');
    expect(handleBaseFor('Mary Jane', 'Watson')).toBe('maryjane.w');
    expect(handleBaseFor('李', '王')).toBe('member');
    expect(handleBaseFor('Canopy', 'Team')).toBe('member');
    expect(handleBaseFor('Bartholomew-Maximilian-Alexander', 'Smith')).toBe(
      'bartholomewmaximilianalexa.s',
    );
  });

  it('numbers candidates within 30 characters', () => {
    expect(handleCandidate('ada.l', 1)).toBe('ada.l');
    expect(handleCandidate('ada.l', 12)).toBe('ada.l12');
    expect(handleCandidate('a'.repeat(29) + '.b', 2)).toBe('a'.repeat(29) + '2');
  });

  it('picks the first free candidate, whatever the case of the taken ones', () => {
    expect(freeHandles('ada.l', new Set(['ada.l', 'ada.l2', 'ada.l4']), 3)).toEqual([
      'ada.l3',
      'ada.l5',
      'ada.l6',
    ]);
    // Too short on its own: starts at 2.
    expect(freeHandles('al', new Set())).toEqual(['al2']);
    // Nothing a number mends: a neutral base.
    expect(freeHandles('canopy.fan', new Set(['member']))).toEqual(['member2']);
  });

  it('gives seeded members of one name handles of their own', () => {
    const twin: SeedMember = { ...(MEMBERS[2] as SeedMember), key: 'twin', email: 'twin@x.test' };
    const handles = seedHandles([...MEMBERS, twin, { ...twin, key: 'triplet' }]);
    expect(new Set(handles.map((handle) => handle.toLowerCase())).size).toBe(handles.length);
    expect(handles.slice(0, 3)).toEqual(['dana.r', 'casey.m', 'marcus.b']);
    expect(handles.slice(-2)).toEqual(['marcus.b2', 'marcus.b3']);
  });
});

describe('handleChangeWaitMs', () => {
  const hour = 3_600_000;
  const now = 100 * 24 * hour;
  it('lets three changes a day through, then waits for the oldest to age out', () => {
    expect(handleChangeWaitMs([], now)).toBe(0);
    expect(handleChangeWaitMs([now - 2 * hour, now - hour], now)).toBe(0);
    expect(handleChangeWaitMs([now - 5 * hour, now - 2 * hour, now - hour], now)).toBe(19 * hour);
    // Changes older than a day do not count.
    expect(handleChangeWaitMs([now - 25 * hour, now - 2 * hour, now - hour], now)).toBe(0);
  });
});
