import { describe, expect, it } from 'vitest';
import { configProblems, problemAt } from '../validate-config.ts';
import { validConfig } from './config-fixture.ts';

describe('configProblems', () => {
  it('finds nothing wrong with a configuration the API publishes', () => {
    expect([...configProblems(validConfig())]).toEqual([]);
  });

  it('marks each field the API schema refuses, in words, at its place', () => {
    const config = validConfig();
    config.web_main_navigation.items[1] = { ...config.web_main_navigation.items[1]!, title: '' };
    config.colors = { primary: 'green' };
    config.appName = 'x'.repeat(81);
    const problems = configProblems(config);
    expect(problemAt(problems, 'web_main_navigation', 'items', 1, 'title')).toBe('Required.');
    expect(problemAt(problems, 'colors', 'primary')).toBe('A colour as #rrggbb, e.g. #1f6f4a.');
    expect(problemAt(problems, 'appName')).toBe('At most 80 characters.');
    expect(problemAt(problems, 'web_main_navigation', 'items', 0, 'title')).toBeNull();
  });

  it('applies the link rule: no script, no other host disguised as a path', () => {
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      const config = validConfig();
      config.moreLinkItems.items[0] = { ...config.moreLinkItems.items[0]!, linkto: link };
      expect(problemAt(configProblems(config), 'moreLinkItems', 'items', 0, 'linkto')).toMatch(
        /web address/,
      );
    }
    const config = validConfig();
    config.onboardingSettings.desktopNavLogoUrl = 'https://cdn.example/logo.svg';
    expect(configProblems(config).size).toBe(0);
  });

  it('names a missing required part', () => {
    const { browseview: _gone, ...rest } = validConfig();
    const problems = configProblems(rest as ReturnType<typeof validConfig>);
    expect(problemAt(problems, 'browseview')).toBeTruthy();
  });
});
