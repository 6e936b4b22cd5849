import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyRoute } from '../legal-page.tsx';
import { renderLegalPage, sectionText } from './legal-page.tsx';

const renderPolicy = () => renderLegalPage('/privacy-policy', <PrivacyPolicyRoute />);

describe('The Privacy Policy page', () => {
  it('is titled Privacy Policy on the page and in the tab, with a last-updated date', () => {
    renderPolicy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(document.title).toBe('Privacy Policy');
    const date = screen.getByText('November 1, 2026');
    expect(date.getAttribute('datetime')).toBe('2026-11-01');
    expect(date.parentElement?.textContent).toBe('Last updated November 1, 2026');
  });

  it('gives every SPEC §2 point its own linkable section', () => {
    renderPolicy();
    const headings = [
      /information we collect/i,
      /your location/i,
      /social network/i,
      /notifications/i,
      /how we share/i,
      /cookies, advertising and analytics/i,
      /protect your information/i,
      /age requirement/i,
      /children/i,
      /CalOPPA/,
      /data breach/i,
      /deleting your account/i,
      /changes to this policy/i,
      /contact us/i,
    ];
    for (const name of headings) {
      const heading = screen.getByRole('heading', { level: 2, name });
      expect(heading.id).toMatch(/^[a-z-]+$/);
      const contents = screen.getByRole('navigation', { name: 'Contents' });
      expect(within(contents).getByRole('link', { name }).getAttribute('href')).toBe(
        `/privacy-policy#${heading.id}`,
      );
    }
  });

  it('covers the data collected, location, social login, notifications and sharing', () => {
    renderPolicy();
    const collected = sectionText(/information we collect/i);
    for (const item of [
      'e-mail address',
      'Profile information',
      'payment details',
      'Feedback',
      'IP address',
      'browser',
      'approximate location',
    ]) {
      expect(collected).toContain(item);
    }
    const location = sectionText(/your location/i);
    expect(location).toContain('general location');
    expect(location).toContain('recommend dispensaries');
    expect(sectionText(/social network/i)).toContain('social network account');
    expect(sectionText(/notifications/i)).toContain('push notifications');
    const sharing = sectionText(/how we share/i);
    expect(sharing).toContain('service providers');
    expect(sharing).toContain('affiliates');
  });

  it('covers cookies with opt-out, SSL, ages 17 and 13, and CalOPPA', () => {
    renderPolicy();
    const cookies = sectionText(/cookies/i);
    expect(cookies).toContain('advertising partners');
    expect(cookies).toContain('analytics providers');
    expect(cookies).toContain('opt out');
    expect(sectionText(/protect your information/i)).toContain('SSL');
    expect(sectionText(/age requirement/i)).toContain('17 or older');
    expect(sectionText(/children/i)).toContain('not directed at children under 13');
    const caloppa = sectionText(/CalOPPA/);
    for (const point of [
      'Do Not Track',
      'Third-party tracking',
      'Changes.',
      'Finding this policy',
    ]) {
      expect(caloppa).toContain(point);
    }
  });

  it('covers breach notice, account deletion, updates and contact details', () => {
    renderPolicy();
    expect(sectionText(/data breach/i)).toContain('in-site notice within 7 business days');
    const deletion = sectionText(/deleting your account/i);
    expect(deletion).toContain('removes your personal information');
    expect(deletion).toContain('Non-personal content may be retained');
    expect(sectionText(/changes to this policy/i)).toContain('Last updated');
    const contact = sectionText(/contact us/i);
    expect(contact).toContain('Las Vegas, NV');
    expect(screen.getByRole('link', { name: 'privacy@canopy.example' }).getAttribute('href')).toBe(
      'mailto:privacy@canopy.example',
    );
  });

  it('ends with the share buttons', () => {
    renderPolicy();
    const share = screen.getByRole('complementary', { name: 'Share this page' });
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});
