import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SHARE_WIDGET_CONTAINER_CLASS,
  SHARE_WIDGET_DEFAULTS,
  ShareButtons,
  loadShareWidget,
  type ShareButtonsProps,
} from '../share-buttons.tsx';

// The loader remembers each URL for the life of the page, so every test uses its own.
let counter = 0;
const freshUrl = () => `https://share.example/widget-${++counter}.js`;

const scriptsWithSrc = (src: string) =>
  Array.from(document.scripts).filter((script) => script.getAttribute('src') === src);

function renderShare(...widgets: ShareButtonsProps[]) {
  return render(
    <MemoryRouter>
      {widgets.map((props, index) => (
        <ShareButtons key={index} {...props} />
      ))}
    </MemoryRouter>,
  );
}

function widgetContainer(): HTMLElement {
  const container = document.querySelector<HTMLElement>(`.${SHARE_WIDGET_CONTAINER_CLASS}`);
  if (!container) throw new Error('No share widget container');
  return container;
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadShareWidget', () => {
  it('injects the script once however often it is asked', () => {
    const src = freshUrl();
    const first = loadShareWidget(src);
    expect(first?.async).toBe(true);
    expect(loadShareWidget(src)).toBe(first);
    expect(scriptsWithSrc(src)).toHaveLength(1);
  });

  it('reuses a tag that is already on the page', () => {
    const src = freshUrl();
    const existing = document.createElement('script');
    existing.src = src;
    document.head.appendChild(existing);
    expect(loadShareWidget(src)).toBe(existing);
    expect(scriptsWithSrc(src)).toHaveLength(1);
  });

  it('does nothing without a URL', () => {
    expect(loadShareWidget('')).toBeNull();
    expect(loadShareWidget('   ')).toBeNull();
    expect(document.scripts).toHaveLength(0);
  });
});

describe('ShareButtons', () => {
  it('loads the script once even when two widgets mount', () => {
    const src = freshUrl();
    renderShare({ scriptUrl: src }, { scriptUrl: src });
    expect(scriptsWithSrc(src)).toHaveLength(1);
  });

  it('injects no script without a URL', () => {
    renderShare({});
    expect(document.scripts).toHaveLength(0);
  });

  it('renders the spec defaults as data attributes', () => {
    // SPEC §2, as the platform's script reads it from the container.
    const specAttributes = {
      alignment: 'center',
      color: 'social',
      enabled: 'true',
      fontSize: '16',
      labels: 'cta',
      language: 'en',
      padding: '12',
      radius: '4',
      size: '40',
      showTotal: 'true',
    };
    expect(
      Object.fromEntries(
        Object.entries(SHARE_WIDGET_DEFAULTS).map(([name, value]) => [name, String(value)]),
      ),
    ).toEqual(specAttributes);
    renderShare({ url: 'https://canopy.example/#/privacy-policy', title: 'Privacy Policy' });
    expect({ ...widgetContainer().dataset }).toEqual({
      ...specAttributes,
      url: 'https://canopy.example/#/privacy-policy',
      title: 'Privacy Policy',
    });
  });

  it('offers working share links while the script is unavailable', async () => {
    const user = userEvent.setup();
    renderShare({ url: 'https://canopy.example/#/terms-and-conditions', title: 'Terms' });
    const share = within(screen.getByRole('complementary', { name: 'Share this page' }));

    await user.click(share.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(
      'https://canopy.example/#/terms-and-conditions',
    );
    expect(share.getByRole('status').textContent).toBe('Link copied.');

    expect(share.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toBe(
      'mailto:?subject=Terms&body=https%3A%2F%2Fcanopy.example%2F%23%2Fterms-and-conditions',
    );
  });

  it('says so when the link cannot be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    renderShare({});
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status').textContent).toMatch(/Could not copy the link/);
  });

  it('hands over to the platform buttons once the script draws them', async () => {
    renderShare({});
    await act(async () => {
      widgetContainer().appendChild(document.createElement('button'));
    });
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('renders nothing when disabled', () => {
    const src = freshUrl();
    renderShare({ scriptUrl: src, settings: { enabled: false } });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(scriptsWithSrc(src)).toHaveLength(0);
  });
});
