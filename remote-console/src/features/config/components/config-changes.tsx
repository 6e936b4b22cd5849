import { color, font, space } from '@canopy/shared-core';
import { type ConfigChange } from '@canopy/shared-core/staff';

const VERBS: Record<ConfigChange['change'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  moved: 'moved',
};

/** A readable diff: one line per change, named as the editor names each part. */
export function ConfigChanges({
  changes,
  label,
}: {
  changes: readonly ConfigChange[];
  label: string;
}) {
  if (changes.length === 0) return <p css={{ margin: 0 }}>No differences.</p>;
  return (
    <ul
      aria-label={label}
      css={{ margin: 0, paddingLeft: space.xl, display: 'grid', gap: space.xs }}
    >
      {changes.map((change, index) => (
        <li key={index} css={{ overflowWrap: 'anywhere' }}>
          <strong>{change.where.join(' › ') || 'Everything'}</strong>: {VERBS[change.change]}
          {change.change === 'changed' || change.change === 'moved' ? (
            <>
              {' '}
              from <del css={{ color: color.danger }}>{change.before}</del> to{' '}
              <ins css={{ color: color.success, fontWeight: font.weight.medium }}>
                {change.after}
              </ins>
            </>
          ) : change.change === 'added' && change.after ? (
            <span css={{ color: color.textMuted }}> ({change.after})</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
