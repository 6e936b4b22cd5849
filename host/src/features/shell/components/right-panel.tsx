import {
  Button,
  appConfigAtom,
  color,
  font,
  logout,
  rightPanelOpenAtom,
  shadow,
  space,
  userAtom,
} from '@canopy/shared-core';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isExternalLink, linkLabel, panelLinks } from '../utils/more-links.ts';

const panelLink = {
  display: 'block',
  padding: `${space.sm} ${space.md}`,
  borderRadius: '8px',
  color: color.text,
  textDecoration: 'none',
  '&:hover': { background: color.surfaceAlt },
};

/** The member's panel: who they are, config links, and Log Out (SPEC §2). */
export function RightPanel() {
  const [open, setOpen] = useAtom(rightPanelOpenAtom);
  const user = useAtomValue(userAtom);
  const config = useAtomValue(appConfigAtom);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  if (!open || !user) return null;
  const avatar = user.profileInfo?.profileAvatar?.fullURL || config?.userProfileDefaultImageUrl;
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <>
      <div
        aria-hidden="true"
        onClick={() => setOpen(false)}
        css={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.35)', zIndex: 90 }}
      />
      <aside
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        css={{
          position: 'fixed',
          top: 0,
          right: 0,
          bottom: 0,
          width: 'min(320px, 100vw)',
          background: color.surface,
          boxShadow: shadow.overlay,
          zIndex: 100,
          padding: space.xl,
          display: 'flex',
          flexDirection: 'column',
          gap: space.lg,
        }}
      >
        <Button
          ref={closeButton}
          variant="ghost"
          aria-label="Close menu"
          onClick={() => setOpen(false)}
        >
          Close
        </Button>
        <div css={{ display: 'flex', gap: space.md, alignItems: 'center' }}>
          {avatar && (
            <img
              src={avatar}
              alt=""
              width={56}
              height={56}
              css={{ borderRadius: '50%', objectFit: 'cover' }}
            />
          )}
          <div>
            <div css={{ fontSize: font.size.xs, color: color.textMuted }}>
              {user.personalAudienceName}
            </div>
            <Link
              to="/account/overview"
              onClick={() => setOpen(false)}
              css={{ fontWeight: font.weight.bold }}
            >
              {fullName}
            </Link>
          </div>
        </div>
        <nav aria-label="More">
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs }}>
            {panelLinks(config?.moreLinkItems?.items).map((item) => (
              <li key={`${item.title}-${item.linkto}`}>
                {isExternalLink(item) ? (
                  <a href={item.linkto} target="_blank" rel="noopener noreferrer" css={panelLink}>
                    {linkLabel(item.title)}
                    <span css={{ position: 'absolute', left: -9999 }}> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={item.linkto} onClick={() => setOpen(false)} css={panelLink}>
                    {linkLabel(item.title)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="secondary" onClick={() => void logout()}>
          Log Out
        </Button>
      </aside>
    </>
  );
}
