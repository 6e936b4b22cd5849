import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsRoute } from '../legal-page.tsx';
import { renderLegalPage, sectionOf, sectionText } from './legal-page.tsx';

const renderTerms = () => renderLegalPage('/terms-and-conditions', <TermsRoute />);

// SPEC §2: the twenty sections, in order.
const NUMBERED_SECTIONS = [
  /^1\. No medical advice$/,
  /^2\. Cannabis use and local law$/,
  /^3\. .*comments are their authors' opinions$/,
  /^4\. Acceptance of these Terms$/,
  /^5\. Language$/,
  /^6\. Provision of the Service$/,
  /^7\. Permitted use$/,
  /^8\. Passwords and account security$/,
  /^9\. Privacy$/,
  /^10\. Content$/,
  /^11\. Proprietary rights$/,
  /^12\. Limited license$/,
  /^13\. License to your content$/,
  /^14\. Updates$/,
  /^15\. Termination$/,
  /^16\. Exclusion of warranties$/,
  /^17\. Limitation of liability$/,
  /^18\. Copyright policy$/,
  /^19\. Advertisements$/,
  /^20\. Other content$/,
];

describe('The Terms and Conditions page', () => {
  it('is titled Terms and Conditions on the page and in the tab', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(document.title).toBe('Terms and Conditions');
    expect(screen.getByText('November 1, 2026')).toBeTruthy();
  });

  it('has the 20 sections in order, then changes and general legal terms', () => {
    renderTerms();
    const sectionHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.closest('section'))
      .map((heading) => heading.textContent ?? '');
    expect(sectionHeadings).toHaveLength(22);
    NUMBERED_SECTIONS.forEach((pattern, index) => {
      expect(sectionHeadings[index]).toMatch(pattern);
    });
    expect(sectionHeadings.slice(20)).toEqual(['Changes to these Terms', 'General legal terms']);
  });

  it('links every section from the table of contents', () => {
    renderTerms();
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.closest('section'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      headings.map((heading) => `/terms-and-conditions#${heading.id}`),
    );
  });

  it('states the legal age of 18 and links the privacy policy', () => {
    renderTerms();
    expect(sectionText(/Acceptance/)).toContain('18 or older');
    const privacy = within(sectionOf(/^9\. Privacy$/));
    expect(privacy.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(sectionText(/No medical advice/)).toMatch(/Nothing on the Service.* is medical advice/);
    expect(sectionText(/local law/)).toContain('laws where you live');
  });

  it('gives Nevada law, JAMS arbitration, a 10-day location request, no class actions and the exceptions', () => {
    renderTerms();
    const general = sectionText(/General legal terms/);
    expect(general).toContain('State of Nevada');
    expect(general).toContain('JAMS');
    expect(general).toContain('Streamlined Arbitration Rules');
    expect(general).toContain('Within 10 days');
    expect(general).toContain('Las Vegas, Nevada');
    expect(general).toContain('class, collective or representative action');
    expect(general).toContain('intellectual property');
    expect(general).toContain('small claims court');
  });

  it('ends with the share buttons', () => {
    renderTerms();
    expect(screen.getByRole('complementary', { name: 'Share this page' })).toBeTruthy();
  });
});
