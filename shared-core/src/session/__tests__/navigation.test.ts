import { describe, expect, it } from 'vitest';
import { appUrl } from '../navigation.ts';

describe('appUrl', () => {
  const location = { origin: 'https://canopy.example', pathname: '/' };

  it('puts the page in the hash of the app, so the link opens it', () => {
    expect(appUrl('/browse/activity-detail/40', location)).toBe(
      'https://canopy.example/#/browse/activity-detail/40',
    );
  });

  it('keeps the folder the app is served from and adds a missing slash', () => {
    expect(appUrl('signup?ref=7', { origin: 'http://localhost:3000', pathname: '/app/' })).toBe(
      'http://localhost:3000/app/#/signup?ref=7',
    );
  });
});
