import { TextInput, color, radius } from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import { problemAt, type AppConfigDraft, type ConfigProblems } from '../utils/validate-config.ts';
import type { ChangeEvent } from 'react';
import { SelectField } from '@canopy/shared-core/select-field';
import { FieldRow } from './form-parts.tsx';

interface PartProps {
  draft: AppConfigDraft;
  problems: ConfigProblems;
  onChange: (draft: AppConfigDraft) => void;
}

/** Name, page title, logo and favicon. */
export function BrandingEditor({ draft, problems, onChange }: PartProps) {
  const settings = draft.onboardingSettings;
  // A name at the draft's top level, and an image of its onboarding settings.
  const name = (key: 'appName' | 'homeTabItemName') => ({
    value: draft[key],
    error: problemAt(problems, key),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...draft, [key]: event.target.value }),
  });
  const image = (key: 'desktopNavLogoUrl' | 'webFaviconUrl') => ({
    value: settings[key],
    error: problemAt(problems, 'onboardingSettings', key),
    onChange: (url: string) =>
      onChange({ ...draft, onboardingSettings: { ...settings, [key]: url } }),
  });
  return (
    <FieldRow>
      <TextInput label="App name" {...name('appName')} />
      <TextInput
        label="Page title"
        hint="The browser tab's title"
        value={draft.browseview.title}
        error={problemAt(problems, 'browseview', 'title')}
        onChange={(event) =>
          onChange({ ...draft, browseview: { ...draft.browseview, title: event.target.value } })
        }
      />
      <TextInput label="Home tab name" {...name('homeTabItemName')} />
      <ImageField label="Logo" {...image('desktopNavLogoUrl')} />
      <ImageField label="Favicon" {...image('webFaviconUrl')} />
    </FieldRow>
  );
}

function ImageField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div css={[row('sm'), { alignItems: 'flex-end' }]}>
      <TextInput
        label={`${label} address`}
        hint="/media/… or https://…"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        css={{ flex: 1 }}
      />
      {value && !error && (
        <img
          src={value}
          alt=""
          width={40}
          height={40}
          css={{ objectFit: 'contain', borderRadius: radius.sm, background: color.surface }}
        />
      )}
    </div>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Light or dark, and the accent colour of each theme (empty: the built-in one). */
export function ThemeEditor({ draft, problems, onChange }: PartProps) {
  const colors = draft.colors ?? {};
  const setColour = (key: 'primary' | 'primaryDark', value: string) => {
    const { [key]: _old, ...rest } = colors;
    onChange({ ...draft, colors: value ? { ...rest, [key]: value } : rest });
  };
  return (
    <FieldRow>
      <SelectField
        label="Theme members get"
        value={draft.preferredColorScheme}
        options={[
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
        onChange={(scheme) =>
          onChange({ ...draft, preferredColorScheme: scheme === 'dark' ? 'dark' : 'light' })
        }
      />
      {(
        [
          ['primary', 'Accent colour, light theme'],
          ['primaryDark', 'Accent colour, dark theme'],
        ] as const
      ).map(([key, label]) => (
        <div key={key} css={[row('sm'), { alignItems: 'flex-end' }]}>
          <TextInput
            label={label}
            hint="#rrggbb; empty for the built-in colour"
            value={colors[key] ?? ''}
            error={problemAt(problems, 'colors', key)}
            onChange={(event) => setColour(key, event.target.value.trim())}
            css={{ flex: 1 }}
          />
          <span
            aria-hidden="true"
            css={{
              width: 40,
              height: 40,
              flex: 'none',
              borderRadius: radius.sm,
              border: `1px solid ${color.border}`,
              background: HEX.test(colors[key] ?? '') ? colors[key] : color.primary,
            }}
          />
        </div>
      ))}
    </FieldRow>
  );
}
