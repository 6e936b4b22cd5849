// Rules the API enforces and the front ends apply before asking (SPEC §5, §9): each side
// keeps its own copy so neither ships the other's code, and this test keeps them equal.
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_SORT_FIELDS,
  DEFAULT_SORT_FIELD,
} from '../../../shared-core/src/domain/album-sort.ts';
import { effectivePrice, formatMoney } from '../../../shared-core/src/domain/money.ts';
import * as browserTotals from '../../../shared-core/src/domain/list-total.ts';
import { PHOTO_SIZES } from '../../../shared-core/src/domain/photo-sizes.ts';
import { IMAGE_VARIANTS } from '../../src/lib/image-variants.ts';
import * as browserChat from '../../../shared-core/src/domain/chat-rules.ts';
import * as browserPosts from '../../../shared-core/src/domain/post-rules.ts';
import * as browserMentions from '../../../shared-core/src/domain/mentions.ts';
import * as browserAudience from '../../../shared-core/src/domain/visibility.ts';
import * as browserRichText from '../../../shared-core/src/domain/rich-text.ts';
import * as apiRichText from '../../src/plugins/app/social/rich-text.ts';
import { listEnvelope } from '../../src/lib/envelopes.ts';
import { formatUsd } from '../../src/lib/money.ts';
import { COUNT_CAP, countCap, pageOf, probePage, type Page } from '../../src/lib/paging.ts';
import * as apiChat from '../../src/plugins/app/chat/rules.ts';
import * as apiSocial from '../../src/plugins/app/social/rules.ts';
import * as apiPlatform from '../../src/plugins/app/platform/rules.ts';
import * as browserConfigLinks from '../../../shared-core/src/domain/config-links.ts';
import { unitPriceCents } from '../../src/plugins/app/kernel/money.ts';
import { resolveSortField } from '../../src/plugins/app/social/rules.ts';
import { ALBUM_SORT_FIELDS } from '../../src/schemas/albums.ts';

describe('rules the API and shared-core both apply', () => {
  it('resize uploaded photos into the same boxes', () => {
    expect(PHOTO_SIZES).toEqual(IMAGE_VARIANTS);
  });

  it('find the same @handles and the same first link in a text', () => {
    for (const text of [
      'Ask @Dana.R. or @ada_l2, and @dana.r again',
      'mail ada@canopy.test, @@x and @ alone',
      'See www.garden.example/seeds, then https://x.test/a?b=1.',
      'https://x.test/@ada and @bea.k',
      'nothing here',
    ]) {
      expect(browserMentions.mentionedUsernames(text), text).toEqual(
        apiSocial.mentionedUsernames(text),
      );
      const firstLink = browserChat.messageParts(text).find((part) => part.kind === 'link');
      expect(firstLink && 'href' in firstLink ? firstLink.href : undefined, text).toBe(
        apiSocial.firstLinkOf(text),
      );
    }
  });

  it('allow the same links in the app configuration, naming the same field', () => {
    const links = [
      '',
      ' /x',
      '/browse/chat',
      '#/home',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://help.example/',
      'http://a b',
      '/\t/evil.example',
      'mailto:a@b.example',
      'HTTPS://OK.example/path',
    ];
    for (const link of links) {
      expect(browserConfigLinks.isAllowedConfigLink(link)).toBe(
        apiPlatform.isAllowedConfigLink(link),
      );
      const config = {
        web_main_navigation: { items: [{ title: 'x', linkto: link, iconUrl: link }] },
      };
      expect(browserConfigLinks.configLinkProblem(config)).toBe(
        apiPlatform.configLinkProblem(config),
      );
    }
  });

  it('refuse the same chat messages with the same words', () => {
    expect(browserChat.MAX_MESSAGE_LENGTH).toBe(apiChat.MAX_MESSAGE_LENGTH);
    expect(browserChat.MAX_MESSAGE_PHOTOS).toBe(apiChat.MAX_MESSAGE_PHOTOS);
    const long = 'x'.repeat(apiChat.MAX_MESSAGE_LENGTH + 1);
    for (const [text, photos] of [
      ['', 0],
      [' ', 1],
      [long, 0],
      ['hi', 11],
      ['hi', 1],
    ] as const) {
      expect(browserChat.messageProblem(text, photos)).toBe(apiChat.messageProblem(text, photos));
    }
  });

  // The API reads audience tags as numbers, the browser as strings (ids come to it in
  // either form): both must show, hide, open and lock the same items for the same member.
  it('let the same members see and open the same items', () => {
    const tagForms = [
      undefined,
      [],
      [1],
      [2, 9],
      [1, 2],
      [8, 9],
      ['1', ' 2 '],
      '1, 4',
      ' , ',
      '3',
      3,
      [0, -1, 1.5, 'x'],
      ['x', 2],
    ];
    const operators = [undefined, 'or', 'and', 'AND', ' And ', 'nor'];
    const members: number[][] = [[], [1], [1, 2], [1, 4], [2, 3, 9]];
    for (const tags of tagForms) {
      for (const operator of operators) {
        for (const audienceIds of members) {
          const shown = { visibility_tag_ids: tags, visibility_filter_operator: operator };
          const rule = apiSocial.audienceRuleOf(shown);
          const apiShows = apiSocial.matchesTags(
            rule.visibilityTagIds,
            rule.visibilityOperator,
            audienceIds,
          );
          const asStrings = audienceIds.map(String);
          const where = JSON.stringify({ tags, operator, audienceIds });
          expect(browserAudience.isVisible(shown, audienceIds), where).toBe(apiShows);
          expect(browserAudience.isVisible(shown, asStrings), where).toBe(apiShows);
          for (const locked of [true, 'true', ' TRUE ', false, 'false', undefined]) {
            const lock = {
              access_locked: locked,
              access_tag_ids: tags,
              access_filter_operator: operator,
            };
            const apiOpens = apiSocial.hasAccess(lock, audienceIds);
            const lockWhere = JSON.stringify({ locked, tags, operator, audienceIds });
            expect(browserAudience.hasAccess(lock, audienceIds), lockWhere).toBe(apiOpens);
            expect(browserAudience.hasAccess(lock, asStrings), lockWhere).toBe(apiOpens);
          }
        }
      }
    }
  });

  it('refuse the same posts, comments and photos with the same words', () => {
    expect(browserPosts.MAX_POST_TEXT_LENGTH).toBe(apiSocial.MAX_POST_TEXT_LENGTH);
    expect(browserPosts.MAX_COMMENT_LENGTH).toBe(apiSocial.MAX_COMMENT_LENGTH);
    expect(browserPosts.MAX_POST_PHOTOS).toBe(apiSocial.MAX_POST_PHOTOS);
    expect(browserPosts.MAX_POST_PHOTO_BYTES).toBe(apiSocial.MAX_POST_PHOTO_BYTES);
    expect([...browserPosts.POST_PHOTO_TYPES]).toEqual([...apiSocial.POST_PHOTO_TYPES]);
    const longPost = 'x'.repeat(apiSocial.MAX_POST_TEXT_LENGTH + 1);
    for (const [text, photos] of [
      ['', 0],
      [' \n ', 0],
      ['', 1],
      [longPost, 0],
      ['x'.repeat(apiSocial.MAX_POST_TEXT_LENGTH), 0],
      ['hi', apiSocial.MAX_POST_PHOTOS + 1],
      ['hi', apiSocial.MAX_POST_PHOTOS],
    ] as const) {
      expect(browserPosts.postProblem(text, photos)).toBe(apiSocial.postProblem(text, photos));
    }
    for (const text of ['', ' ', 'fine', 'x'.repeat(apiSocial.MAX_COMMENT_LENGTH + 1)]) {
      expect(browserPosts.commentProblem(text)).toBe(apiSocial.commentProblem(text));
    }
    const pad = (bytes: number[]) => Uint8Array.from([...bytes, ...Array(12).fill(0)].slice(0, 12));
    const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
    for (const head of [
      pad([0xff, 0xd8, 0xff, 0xe0]),
      pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pad([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')]),
      pad(ascii('GIF89a')),
      pad(ascii('GIF87a')),
      pad(ascii('%PDF-1.7')),
      pad([]),
    ]) {
      expect(browserPosts.sniffPhotoType(head)).toBe(apiSocial.sniffPhotoType(head));
    }
  });

  it('keep the same tags and attributes in an article', () => {
    expect([...browserRichText.RICH_TEXT_TAGS].sort()).toEqual(
      [...apiRichText.RICH_TEXT_TAGS].sort(),
    );
    expect([...browserRichText.RICH_TEXT_ATTRIBUTES].sort()).toEqual(
      Object.values(apiRichText.RICH_TEXT_ATTRIBUTES).flat().sort(),
    );
  });

  it('sort albums by the same whitelist, with the same default', () => {
    expect([...ALLOWED_SORT_FIELDS].sort()).toEqual([...ALBUM_SORT_FIELDS].sort());
    expect(resolveSortField('NOT_A_FIELD')).toBe(DEFAULT_SORT_FIELD);
    expect(resolveSortField(undefined)).toBe(DEFAULT_SORT_FIELD);
  });

  it('charge the discount price unless it is 0', () => {
    for (const [full, discount] of [
      [40, 32],
      [40, 0],
      [15, 15],
      [0.99, 0.5],
    ] as const) {
      expect(unitPriceCents(full * 100, discount * 100) / 100).toBe(effectivePrice(full, discount));
    }
  });

  it('write money the same way', () => {
    for (const cents of [0, 5, 1250, 3960, 123_450, 100_000_00]) {
      expect(formatUsd(cents)).toBe(formatMoney(cents / 100));
    }
  });

  it('mark a total as "at least" whenever the API stopped counting short of every match', async () => {
    // A list counted in full (no cap) stays exact however long it is.
    expect(browserTotals.isTotalCapped(listEnvelope([1], 8000, { start: 0, limit: 10 }))).toBe(
      false,
    );
    expect(browserTotals.COUNT_CAP).toBe(COUNT_CAP);
    const pages: Page[] = [
      { start: 0, limit: 10 },
      { start: 980, limit: 20 },
      { start: 990, limit: 20 },
      { start: 1000, limit: 100 },
      { start: 4990, limit: 10 },
    ];
    for (const matches of [0, 5, 45, 999, 1000, 1001, 1110, 5000]) {
      for (const page of pages) {
        const rows = Array.from(
          { length: Math.max(0, Math.min(probePage(page).limit, matches - page.start)) },
          (_, index) => page.start + index,
        );
        const found = await pageOf(page, rows, async (cap) => Math.min(cap, matches));
        const envelope = listEnvelope(found.items, found.countTotal, page);
        expect(browserTotals.countCap(envelope)).toBe(countCap(page));
        if (!browserTotals.isTotalCapped(envelope)) expect(envelope.countTotal).toBe(matches);
        expect(envelope.countTotal).toBeLessThanOrEqual(matches);
      }
    }
  });
});
