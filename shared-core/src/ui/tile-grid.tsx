import type { ReactNode } from 'react';
import { color, font, layout, narrowScreen, radius, shadow, space } from './tokens.ts';
import { BareList } from './bare-list.tsx';
import { imageLoading } from './image-loading.ts';

/** SPEC §9: three columns, two at 640 px or below. */
export function TileGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <BareList
      aria-label={label}
      gap="lg"
      css={{
        gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
        [narrowScreen]: {
          gridTemplateColumns: `repeat(${layout.narrowColumns}, minmax(0, 1fr))`,
          gap: space.md,
        },
      }}
    >
      {children}
    </BareList>
  );
}

export interface TileProps {
  title: string;
  imageUrl?: string | null;
  subtitle?: ReactNode;
  footer?: ReactNode;
  href?: string;
  /**
   * With `href`, runs as the link opens (to record the click); without, makes the whole
   * tile a button (e.g. to explain why it cannot be opened).
   */
  onClick?: () => void;
  /**
   * The first tile above the fold: its image is usually the page's largest paint, so it
   * loads at once and ahead of other images instead of lazily after layout.
   */
  priority?: boolean;
  /** The picture's proportions; SPEC §9's 135 × 150 unless a layout says otherwise. */
  size?: { width: number; height: number };
  /** A corner label over the picture, e.g. the red Live badge. */
  badge?: ReactNode;
}

export function Tile({
  title,
  imageUrl,
  subtitle,
  footer,
  href,
  onClick,
  priority,
  size = { width: layout.tileWidth, height: layout.tileHeight },
  badge,
}: TileProps) {
  const body = (
    <>
      <div
        css={{
          position: 'relative',
          aspectRatio: `${size.width} / ${size.height}`,
          background: color.surfaceAlt,
          overflow: 'hidden',
        }}
      >
        {imageUrl ? (
          <img
            src={imageUrl}
            alt=""
            {...imageLoading(priority ?? false)}
            width={size.width}
            height={size.height}
            css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          // A text-only post or an album without a cover: its initial, so the picture
          // area reads as intended rather than as an image that failed to load.
          <span
            aria-hidden="true"
            data-testid="tile-monogram"
            css={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: font.size.xxl,
              fontWeight: font.weight.bold,
              color: color.primary,
              background: `linear-gradient(160deg, ${color.surfaceAlt}, ${color.surface})`,
            }}
          >
            <span
              css={{
                width: 72,
                height: 72,
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: color.surface,
                border: `1px solid ${color.border}`,
              }}
            >
              {title.trim().charAt(0).toUpperCase()}
            </span>
          </span>
        )}
        {badge && (
          <span css={{ position: 'absolute', top: space.sm, left: space.sm }}>{badge}</span>
        )}
      </div>
      <div css={{ padding: space.md, display: 'flex', flexDirection: 'column', gap: space.xs }}>
        <h3
          css={{
            margin: 0,
            fontSize: font.size.md,
            lineHeight: 1.3,
            color: color.text,
            // A long text post stays a tile; the whole text is on its page.
            display: '-webkit-box',
            WebkitLineClamp: 4,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {title}
        </h3>
        {subtitle && <div css={{ fontSize: font.size.sm, color: color.textMuted }}>{subtitle}</div>}
        {footer && <div css={{ fontSize: font.size.xs, color: color.textMuted }}>{footer}</div>}
      </div>
    </>
  );
  const card = {
    display: 'block',
    height: '100%',
    background: color.surface,
    borderRadius: radius.lg,
    overflow: 'hidden',
    boxShadow: shadow.card,
    textDecoration: 'none',
    border: `1px solid ${color.border}`,
  };
  return (
    <li>
      {href ? (
        <a href={href} onClick={onClick} css={card}>
          {body}
        </a>
      ) : onClick ? (
        <button
          type="button"
          onClick={onClick}
          css={{
            ...card,
            width: '100%',
            padding: 0,
            font: 'inherit',
            textAlign: 'left',
            cursor: 'pointer',
          }}
        >
          {body}
        </button>
      ) : (
        <article css={card}>{body}</article>
      )}
    </li>
  );
}

export function PageTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: space.md,
        flexWrap: 'wrap',
        marginBottom: space.lg,
      }}
    >
      <h1 css={{ margin: 0, fontSize: font.size.xl }}>{children}</h1>
      {aside}
    </div>
  );
}
