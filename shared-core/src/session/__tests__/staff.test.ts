import { expect, it } from 'vitest';
import { isStaff, roleOf } from '../staff.ts';

it('reads the role the API sent: moderators and operators are staff, members not', () => {
  expect(isStaff({ role: 'member', isOperator: false })).toBe(false);
  expect(isStaff({ role: 'moderator', isOperator: false })).toBe(true);
  expect(isStaff({ role: 'operator', isOperator: true })).toBe(true);
  expect(isStaff(null)).toBe(false);
});

it('takes a user stored before roles existed as an operator when isOperator says so', () => {
  expect(roleOf({ isOperator: true })).toBe('operator');
  expect(roleOf({ isOperator: false })).toBe('member');
});
