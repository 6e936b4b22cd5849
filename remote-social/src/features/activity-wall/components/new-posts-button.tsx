import {
  Button,
  color,
  font,
  HEADER_HEIGHT_VARIABLE,
  radius,
  shadow,
  space,
} from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { plural } from '../../../utils/format.ts';

const notLoaded = 'The new posts could not be loaded. Press again to try once more.';

/**
 * "3 new posts", held at the top of the view while the member reads further down. It takes
 * no room in the page, so neither its coming nor its going moves what is being read; its
 * region is polite, so a screen reader hears of it without losing its place.
 */
export function NewPostsButton({
  count,
  onShow,
}: {
  count: number;
  /** Shows the new posts; false when they could not be loaded. */
  onShow: () => Promise<boolean>;
}) {
  const { busy, error, setError, run } = useSubmit();
  const show = async () => {
    if (!(await run(onShow, notLoaded))) setError(notLoaded);
  };
  return (
    <div
      role="status"
      css={{
        position: 'sticky',
        top: `calc(var(${HEADER_HEIGHT_VARIABLE}, 0px) + ${space.sm})`,
        zIndex: 10,
        // No height, and no gap of the page's column: it moves nothing below it.
        height: 0,
        marginBottom: `-${space.lg}`,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: space.xs,
      }}
    >
      {count > 0 && (
        <div css={{ borderRadius: radius.md, boxShadow: shadow.overlay }}>
          <Button disabled={busy} onClick={() => void show()}>
            {busy ? (
              'Loading new posts…'
            ) : (
              <>
                <span aria-hidden="true">↑</span> {plural(count, 'new post')}
              </>
            )}
          </Button>
        </div>
      )}
      {count > 0 && error && (
        <p
          css={{
            margin: 0,
            padding: `${space.xs} ${space.sm}`,
            borderRadius: radius.sm,
            background: color.surface,
            color: color.danger,
            fontSize: font.size.sm,
          }}
        >
          {error}
        </p>
      )}
    </div>
  );
}
