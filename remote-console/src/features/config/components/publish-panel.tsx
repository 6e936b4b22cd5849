import {
  Button,
  Field,
  FormError,
  color,
  configPreviewUrl,
  font,
  inputCss,
  reasonText,
} from '@canopy/shared-core';
import { publishConfig, saveConfigDraft, type StaleConfig } from '@canopy/shared-core/staff';
import { useState } from 'react';
import { stack, wrappingRow } from '@canopy/shared-core/layout';
import { recordCardCss } from '../../../components/record-row.tsx';
import type { AppConfigDraft, ConfigProblems } from '../utils/validate-config.ts';
import { ConfigChanges } from './config-changes.tsx';
import { useConfigSend } from './use-config-send.ts';
import { Section } from './form-parts.tsx';

/** The window the preview opens in: the same one each time, so it is reused. */
const PREVIEW_WINDOW = 'canopy-config-preview';

const PREVIEW_PAGES = [
  { path: '/browse/activity-wall', label: 'the activity wall' },
  { path: '/home', label: 'the home page' },
];

function fixFirst(problems: ConfigProblems): string {
  return problems.size === 1
    ? 'One field needs attention: it is marked above.'
    : `${problems.size} fields need attention: they are marked above.`;
}

/** Preview the draft as members would see it, then publish it with a note. */
export function PublishPanel({
  draft,
  problems,
  changed,
  baseVersion,
  onPublished,
  onDiscard,
}: {
  draft: AppConfigDraft;
  problems: ConfigProblems;
  changed: boolean;
  baseVersion: number;
  onPublished: () => void;
  onDiscard: () => void;
}) {
  const [note, setNote] = useState('');
  const [base, setBase] = useState(baseVersion);
  const [preview, setPreview] = useState<{ id: string; of: string } | null>(null);
  const { busy, error, setError, run, makeLive } = useConfigSend();
  const [noteError, setNoteError] = useState<string | null>(null);
  const [stale, setStale] = useState<StaleConfig | null>(null);
  const draftText = JSON.stringify(draft);

  async function updatePreview() {
    setError(null);
    if (problems.size > 0) return setError(fixFirst(problems));
    const answer = await run(() => saveConfigDraft(draft), {
      text: 'The preview could not be made. Please try again.',
      explain: reasonText,
    });
    if (answer) setPreview({ id: answer.item.id, of: draftText });
  }

  async function publish() {
    setError(null);
    setNoteError(null);
    if (problems.size > 0) return setError(fixFirst(problems));
    if (!note.trim())
      return setNoteError('Say what changed, in a sentence: it is kept and logged.');
    return makeLive(() => publishConfig({ baseVersion: base, note: note.trim(), config: draft }), {
      failure: 'The configuration could not be published.',
      onStale: setStale,
      onLive: onPublished,
    });
  }

  return (
    <Section title="Preview and publish">
      <div css={wrappingRow('sm')}>
        <Button variant="secondary" disabled={busy} onClick={() => void updatePreview()}>
          {preview ? 'Update the preview' : 'Preview'}
        </Button>
        {preview && (
          <>
            {PREVIEW_PAGES.map((page) => (
              <a
                key={page.path}
                href={configPreviewUrl(preview.id, page.path, window.location.href)}
                target={PREVIEW_WINDOW}
                css={{ fontWeight: font.weight.medium }}
              >
                Open the preview of {page.label}
              </a>
            ))}
            {preview.of !== draftText && (
              <span css={{ color: color.textMuted }}>(changed since: update the preview)</span>
            )}
          </>
        )}
      </div>
      <p css={{ margin: 0, color: color.textMuted }}>
        The preview is the app itself with this draft, in its own window; only operators can open
        it.
      </p>
      <Field
        label="Note"
        hint="What changed and why: kept with the version and in the audit log."
        error={noteError}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            css={inputCss}
          />
        )}
      </Field>
      {stale && (
        <div
          role="alert"
          css={[stack('sm'), recordCardCss, { border: `2px solid ${color.danger}` }]}
        >
          <strong>The configuration changed while you were editing</strong>
          <p css={{ margin: 0 }}>
            {stale.message} What version {stale.current.version} changed
            {stale.current.publishedBy ? ` (by ${stale.current.publishedBy.display})` : ''}:
          </p>
          <ConfigChanges
            changes={stale.changes}
            label={`Changes in version ${stale.current.version}`}
          />
          <div css={wrappingRow('sm')}>
            <Button variant="secondary" onClick={onDiscard}>
              Discard mine and load version {stale.current.version}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setBase(stale.current.version);
                setStale(null);
              }}
            >
              Keep mine, to publish over version {stale.current.version}
            </Button>
          </div>
        </div>
      )}
      <FormError message={error} />
      <div css={wrappingRow('sm')}>
        <Button disabled={busy || !changed} onClick={() => void publish()}>
          Publish
        </Button>
        <span css={{ color: color.textMuted }}>
          {changed ? 'Unpublished changes.' : 'No changes to publish.'}
        </span>
      </div>
    </Section>
  );
}
