import {
  ALLOWED_SORT_FIELDS,
  Button,
  Field,
  TextInput,
  color,
  inputCss,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { isRow, seeAllLink, withSeeAll, type HomeEntry } from '../utils/home-rows.ts';
import { problemAt, type ConfigProblems } from '../utils/validate-config.ts';
import { SelectField } from '@canopy/shared-core/select-field';
import { FieldRow } from './form-parts.tsx';
import { SortableList } from './sortable-list.tsx';

/** Album types a row can show, as the operator names them (a comma list shows several). */
const ALBUM_TYPE_HINT = 'e.g. group, event, news, video, topic; several: news,video';

const SORT_OPTIONS = ALLOWED_SORT_FIELDS.map((field) => ({
  value: field,
  label: field
    .replace(/^ALBUM_/, '')
    .replace(/_/g, ' ')
    .toLowerCase(),
}));

/** The home page's HTML tabs and album rows, in the order they are listed. */
export function HomeEditor({
  items,
  problems,
  onChange,
}: {
  items: readonly HomeEntry[];
  problems: ConfigProblems;
  onChange: (items: HomeEntry[]) => void;
}) {
  const at = (index: number, field: string) =>
    problemAt(problems, 'homePageConfig', 'items', index, field);
  const set = (index: number, change: Partial<HomeEntry>) =>
    onChange(items.map((item, i) => (i === index ? withSeeAll({ ...item, ...change }) : item)));
  const setKind = (index: number, kind: string) => {
    const item = items[index] as HomeEntry;
    const { albumType: _type, sortField: _sort, keyword: _keyword, limit: _limit, ...tab } = item;
    const next: HomeEntry =
      kind === 'row'
        ? withSeeAll({ ...tab, albumType: 'group', sortField: 'ALBUM_CREATED' })
        : { ...tab, linkto: '/home', html: item.html ?? '' };
    onChange(items.map((entry, i) => (i === index ? next : entry)));
  };
  return (
    <>
      <SortableList
        label="Home tabs and rows"
        items={items}
        nameOf={(item) => item.title}
        onChange={onChange}
      >
        {(item, index) => (
          <div css={stack('md')}>
            <FieldRow>
              <SelectField
                label="Kind"
                value={isRow(item) ? 'row' : 'tab'}
                options={[
                  { value: 'row', label: 'A row of albums' },
                  { value: 'tab', label: 'A tab of text (HTML)' },
                ]}
                onChange={(kind) => setKind(index, kind)}
              />
              <TextInput
                label="Title"
                value={item.title}
                error={at(index, 'title')}
                onChange={(event) => set(index, { title: event.target.value })}
              />
            </FieldRow>
            {isRow(item) ? (
              <>
                <FieldRow>
                  <TextInput
                    label="Album type"
                    hint={ALBUM_TYPE_HINT}
                    value={item.albumType ?? ''}
                    error={at(index, 'albumType')}
                    onChange={(event) => set(index, { albumType: event.target.value })}
                  />
                  <SelectField
                    label="Sort"
                    value={item.sortField ?? 'ALBUM_CREATED'}
                    options={SORT_OPTIONS}
                    error={at(index, 'sortField')}
                    onChange={(sortField) => set(index, { sortField })}
                  />
                  <TextInput
                    label="Keyword (optional)"
                    value={item.keyword ?? ''}
                    error={at(index, 'keyword')}
                    onChange={(event) => {
                      const { keyword: _old, ...rest } = item;
                      const keyword = event.target.value;
                      onChange(
                        items.map((entry, i) =>
                          i === index ? withSeeAll(keyword ? { ...rest, keyword } : rest) : entry,
                        ),
                      );
                    }}
                  />
                </FieldRow>
                <p css={{ margin: 0, color: color.textMuted, overflowWrap: 'anywhere' }}>
                  See all: <code>{seeAllLink(item)}</code>
                </p>
              </>
            ) : (
              <>
                <TextInput
                  label="Link"
                  value={item.linkto}
                  error={at(index, 'linkto')}
                  onChange={(event) => set(index, { linkto: event.target.value })}
                />
                <Field label="Text (HTML)" error={at(index, 'html')}>
                  {(control) => (
                    <textarea
                      {...control}
                      rows={4}
                      value={item.html ?? ''}
                      onChange={(event) => set(index, { html: event.target.value })}
                      css={{ ...inputCss, fontFamily: 'monospace' }}
                    />
                  )}
                </Field>
              </>
            )}
          </div>
        )}
      </SortableList>
      <Button
        variant="secondary"
        onClick={() =>
          onChange([
            ...items,
            withSeeAll({ title: '', linkto: '', albumType: 'group', sortField: 'ALBUM_CREATED' }),
          ])
        }
      >
        Add a home row
      </Button>
    </>
  );
}
