import { font, shadow, space } from '@canopy/shared-core';
import { card } from '@canopy/shared-core/layout';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOGO_FALLBACK } from '../../../components/brand.ts';

/** The frame shared by the sign-in and sign-up pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div css={{ display: 'flex', justifyContent: 'center', padding: `${space.xl} 0` }}>
      <section
        css={[
          card('xl'),
          {
            width: '100%',
            maxWidth: 420,
            boxShadow: shadow.card,
            display: 'flex',
            flexDirection: 'column',
            gap: space.lg,
          },
        ]}
      >
        <Link to="/signup" aria-label="Canopy">
          <img src={LOGO_FALLBACK} alt="Canopy" height={36} />
        </Link>
        <h1 css={{ margin: 0, fontSize: font.size.xl }}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
