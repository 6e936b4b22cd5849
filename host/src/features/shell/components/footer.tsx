import { color, font, layout, space } from '@canopy/shared-core';
import { Link } from 'react-router';

export function Footer() {
  return (
    <footer css={{ borderTop: `1px solid ${color.border}`, background: color.surface }}>
      <div
        css={{
          maxWidth: layout.contentMaxWidth,
          margin: '0 auto',
          padding: `${space.lg}`,
          display: 'flex',
          flexWrap: 'wrap',
          gap: space.lg,
          justifyContent: 'space-between',
          fontSize: font.size.sm,
          color: color.textMuted,
        }}
      >
        <nav aria-label="Legal" css={{ display: 'flex', gap: space.lg }}>
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-and-conditions">Terms and Conditions</Link>
        </nav>
        <p css={{ margin: 0 }}>
          Cannabis brand names and logos shown are trademarks of their respective owners.
        </p>
      </div>
    </footer>
  );
}
