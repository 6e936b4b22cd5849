import { Button, color, font, space } from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export interface ShareWidgetSettings {
  alignment: 'left' | 'center' | 'right' | 'justified';
  color: 'social' | 'white' | 'gray';
  enabled: boolean;
  fontSize: number;
  labels: 'cta' | 'counts' | 'none';
  language: string;
  padding: number;
  radius: number;
  size: number;
  showTotal: boolean;
}

/** SPEC §2 "Static pages": the sharing platform's inline buttons as we configure them. */
export const SHARE_WIDGET_DEFAULTS: Readonly<ShareWidgetSettings> = {
  alignment: 'center',
  color: 'social',
  enabled: true,
  fontSize: 16,
  labels: 'cta',
  language: 'en',
  padding: 12,
  radius: 4,
  size: 40,
  showTotal: true,
};

/** The class the sharing platform's script looks for when it fills in its buttons. */
export const SHARE_WIDGET_CONTAINER_CLASS = 'inline-share-buttons';

// Module-level so that every ShareButtons on the page shares one script, even if a tag is
// later removed from the document.
const injectedScripts = new Set<string>();

function findScript(src: string): HTMLScriptElement | undefined {
  const absolute = new URL(src, document.baseURI).href;
  return Array.from(document.scripts).find(
    (script) => script.getAttribute('src') === src || script.src === absolute,
  );
}

/**
 * Adds the sharing platform's script to the page at most once. Returns the script tag, or null
 * when no URL is configured or the script was already requested and has since been removed.
 */
export function loadShareWidget(scriptUrl: string): HTMLScriptElement | null {
  const src = scriptUrl.trim();
  if (!src || typeof document === 'undefined') return null;
  const existing = findScript(src);
  if (existing || injectedScripts.has(src)) return existing ?? null;
  injectedScripts.add(src);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
  return script;
}

export interface ShareButtonsProps {
  /** The sharing platform's script; when empty, only the built-in links are shown. */
  scriptUrl?: string;
  /** The address to share; the current page by default. */
  url?: string;
  /** The title to share; the document title by default. */
  title?: string;
  settings?: Partial<ShareWidgetSettings>;
}

export function ShareButtons({ scriptUrl = '', url, title, settings }: ShareButtonsProps) {
  const options = { ...SHARE_WIDGET_DEFAULTS, ...settings };
  // Re-render on navigation so the shared address follows the page.
  useLocation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [widgetFilled, setWidgetFilled] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');

  useEffect(() => {
    if (options.enabled) loadShareWidget(scriptUrl);
  }, [options.enabled, scriptUrl]);

  // The built-in links stay until the platform's script has drawn its own buttons, so the page
  // still offers sharing when the script is blocked, offline or never configured.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new MutationObserver(() => setWidgetFilled(container.childElementCount > 0));
    observer.observe(container, { childList: true });
    return () => observer.disconnect();
  }, [options.enabled]);

  if (!options.enabled) return null;

  const shareUrl = url ?? window.location.href;
  const shareTitle = title ?? document.title;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopyStatus('Link copied.');
    } catch {
      setCopyStatus('Could not copy the link. Copy it from the address bar instead.');
    }
  }

  const justify = {
    left: 'flex-start',
    center: 'center',
    right: 'flex-end',
    justified: 'space-between',
  }[options.alignment];

  return (
    <aside
      aria-label="Share this page"
      css={{
        marginTop: space.xxl,
        paddingTop: space.xl,
        borderTop: `1px solid ${color.border}`,
        textAlign: options.alignment === 'justified' ? 'left' : options.alignment,
      }}
    >
      <p css={{ margin: `0 0 ${space.md}`, fontWeight: font.weight.medium }}>Share this page</p>
      <div
        ref={containerRef}
        className={SHARE_WIDGET_CONTAINER_CLASS}
        data-alignment={options.alignment}
        data-color={options.color}
        data-enabled={String(options.enabled)}
        data-font-size={options.fontSize}
        data-labels={options.labels}
        data-language={options.language}
        data-padding={options.padding}
        data-radius={options.radius}
        data-size={options.size}
        data-show-total={String(options.showTotal)}
        data-url={shareUrl}
        data-title={shareTitle}
      />
      {!widgetFilled && (
        <div
          css={[
            wrappingRow('sm'),
            {
              justifyContent: justify,
              '& > a, & > button': {
                minHeight: options.size,
                padding: `0 ${options.padding}px`,
                borderRadius: options.radius,
                fontSize: options.fontSize,
              },
            },
          ]}
        >
          <Button variant="secondary" onClick={() => void copyLink()}>
            Copy link
          </Button>
          <a
            href={`mailto:?subject=${encodeURIComponent(shareTitle)}&body=${encodeURIComponent(shareUrl)}`}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              border: `1px solid ${color.border}`,
              background: color.surface,
              color: color.text,
              fontWeight: font.weight.medium,
              textDecoration: 'none',
              '&:hover': { background: color.surfaceAlt },
            }}
          >
            Share by e-mail
          </a>
        </div>
      )}
      <p role="status" css={{ margin: `${space.sm} 0 0`, fontSize: font.size.sm }}>
        {copyStatus}
      </p>
    </aside>
  );
}
