import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { ChatMessage } from './history.ts';
import { readQuestion, searchRoot, type Question } from './language.ts';
import { likePattern } from '../../../lib/paging.ts';
import type { Point } from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { composeReply, TOPIC_TYPES, type Reply, type Suggestion } from './reply.ts';
import type { AccountRow } from '../identity/accounts-repository.ts';
import { insertAlbum } from '../social/albums-repository.ts';
import {
  albumCandidates,
  offerCandidates,
  packCandidates,
  personCandidates,
  retailerCandidates,
} from './knowledge.ts';

/** A conversation keeps this many messages (question and answer each count). */
export const MAX_CONVERSATION_MESSAGES = 100;
const TITLE_LENGTH = 60;

/** No words to search by: the newest or nearest items are taken. */
const NO_WORDS = { patterns: undefined, terms: [] };

const hasSubject = (question: Question) => question.terms.length > 0 || question.topics.size > 0;

/** How a follow-up refines the search before it: further results, or cheaper ones. */
type Refinement = 'more' | 'cheaper';

const refinementOf = (question: Question): Refinement =>
  question.intents.has('cheaper') ? 'cheaper' : 'more';

/**
 * For "more" and "cheaper ones": the question they continue and the follow-ups asked since,
 * oldest first. The history may or may not end with the current question; either works.
 */
function continuedQuestion(
  current: Question,
  history: ChatMessage[],
): { base: Question; earlier: Refinement[] } | undefined {
  const asked = history.filter((message) => message.role === 'user').map((m) => m.text);
  if (asked.at(-1)?.trim().toLowerCase() === current.text.toLowerCase()) asked.pop();
  const earlier: Refinement[] = [];
  for (const text of asked.reverse()) {
    const question = readQuestion(text);
    if (hasSubject(question)) return { base: question, earlier: earlier.reverse() };
    if (!question.intents.has('followUp')) return undefined;
    earlier.push(refinementOf(question));
  }
  return undefined;
}

const sameItem = (a: { type: string; id: number }, b: { type: string; id: number }) =>
  a.type === b.type && a.id === b.id;

export function createAssistantRepository(db: Db, mediaUrl: MediaUrl) {
  async function candidatesFor(question: Question, member: AccountRow, center: Point) {
    const patterns =
      question.terms.length > 0
        ? question.terms.map((term) => likePattern(searchRoot(term)))
        : undefined;
    const wanted = new Set([...question.topics].flatMap((topic) => TOPIC_TYPES[topic]));
    const wantsAlbums = wanted.has('ALBUM') || wanted.has('EVENT') || wanted.has('TRAINING');
    const viewer = { id: member.id, audienceIds: member.audience_ids };
    const cap = question.maxPriceCents;
    const search = { patterns, terms: question.terms };
    // Matches for the words, plus the newest posts and nearest offers and shops of the kinds
    // asked about, for when the words find nothing. A price cap is about products only.
    const groups = await Promise.all([
      patterns && cap === undefined ? albumCandidates(db, mediaUrl, viewer, search) : [],
      patterns ? offerCandidates(db, mediaUrl, center, search, cap) : [],
      patterns && cap === undefined ? retailerCandidates(db, mediaUrl, center, search) : [],
      patterns && cap === undefined ? personCandidates(db, mediaUrl, viewer, patterns) : [],
      (patterns && cap === undefined) || wanted.has('QUIZ_PACK')
        ? packCandidates(db, mediaUrl)
        : [],
      wantsAlbums ? albumCandidates(db, mediaUrl, viewer, NO_WORDS) : [],
      wanted.has('OFFER') ? offerCandidates(db, mediaUrl, center, NO_WORDS, cap) : [],
      wanted.has('RETAILER') ? retailerCandidates(db, mediaUrl, center, NO_WORDS) : [],
      wanted.has('PERSON') ? personCandidates(db, mediaUrl, viewer, undefined) : [],
    ]);
    const seen = new Set<string>();
    return groups.flat().filter((candidate) => {
      const key = `${candidate.type}:${candidate.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  return {
    /** Edy's answer to `text`, from what Canopy holds that the member may see. */
    async answer(
      member: AccountRow,
      text: string,
      history: ChatMessage[],
      center: Point,
    ): Promise<Reply> {
      const options = { firstName: member.first_name };
      const question = readQuestion(text);
      const continued =
        !hasSubject(question) && question.intents.has('followUp')
          ? continuedQuestion(question, history)
          : undefined;
      if (!continued) {
        if (!hasSubject(question)) return composeReply(question, [], options);
        return composeReply(question, await candidatesFor(question, member, center), options);
      }
      // Replay the earlier answers in order: "more" leaves out what was shown, "cheaper"
      // keeps only products cheaper than the dearest one shown.
      const base = { ...continued.base, intents: question.intents };
      let remaining = await candidatesFor(base, member, center);
      let shown = composeReply(base, remaining, options).suggestions;
      for (const step of [...continued.earlier, refinementOf(question)]) {
        if (step === 'cheaper') {
          // Products not shown yet that cost less than the dearest one shown.
          const prices = shown.flatMap((s) => (s.priceCents === null ? [] : [s.priceCents]));
          const below = prices.length > 0 ? Math.max(...prices) : undefined;
          remaining = remaining.filter(
            (c) =>
              c.priceCents !== undefined &&
              (below === undefined || c.priceCents < below) &&
              !shown.some((s) => sameItem(s, c)),
          );
        } else {
          remaining = remaining.filter((c) => !shown.some((s) => sameItem(s, c)));
        }
        shown = composeReply(base, remaining, {
          ...options,
          more: true,
          cheaper: step === 'cheaper',
        }).suggestions;
      }
      const last = refinementOf(question);
      return composeReply(base, remaining, { ...options, more: true, cheaper: last === 'cheaper' });
    },

    /** Messages in one of the member's own conversations; undefined for anyone else's. */
    async conversationLength(albumId: number, ownerId: number): Promise<number | undefined> {
      const rows = await db.query<{ length: number }>(
        `SELECT CASE WHEN jsonb_typeof(meta_data->'messages') = 'array'
                  THEN jsonb_array_length(meta_data->'messages') ELSE 0 END AS length
           FROM albums WHERE id = $1 AND owner_id = $2 AND album_type = 'chat_bot'`,
        [albumId, ownerId],
      );
      return rows[0]?.length;
    },

    /** Deletes one of the member's own conversations; false when there is none such. */
    async deleteConversation(albumId: number, ownerId: number): Promise<boolean> {
      const rows = await db.query(
        `DELETE FROM albums WHERE id = $1 AND owner_id = $2 AND album_type = 'chat_bot'
          RETURNING id`,
        [albumId, ownerId],
      );
      return rows.length > 0;
    },

    /** A new, private conversation album named after its first question. */
    async startConversation(ownerId: number, firstQuestion: string): Promise<number> {
      const title =
        firstQuestion.length > TITLE_LENGTH
          ? `${firstQuestion.slice(0, TITLE_LENGTH - 1).trimEnd()}…`
          : firstQuestion;
      return insertAlbum(db, {
        ownerId,
        albumType: 'chat_bot',
        title,
        cover: null,
        visibility: 'PRIVATE',
        publicPermissions: { read: false, write: false, delete: false, add: false },
        metaData: { messages: [] },
      });
    },

    /**
     * Appends one question and its answer in a single statement, so two exchanges sent at
     * once both land. False when the conversation is full.
     */
    async appendExchange(
      albumId: number,
      ownerId: number,
      exchange: {
        question: string;
        reply: string;
        suggestions: Suggestion[];
        /** `interrupted` when the answer broke off or was stopped; kept as it stood. */
        status?: 'complete' | 'interrupted';
      },
    ): Promise<boolean> {
      const at = new Date().toISOString();
      const messages = [
        { role: 'user', text: exchange.question, at },
        {
          role: 'assistant',
          text: exchange.reply,
          at,
          suggestions: exchange.suggestions,
          ...(exchange.status === 'interrupted' ? { status: 'interrupted' } : {}),
        },
      ];
      const current = `(CASE WHEN jsonb_typeof(meta_data->'messages') = 'array'
        THEN meta_data->'messages' ELSE '[]'::jsonb END)`;
      const rows = await db.query(
        `UPDATE albums
            SET meta_data = jsonb_set(meta_data, '{messages}', ${current} || $3::jsonb),
                description = $4, updated_at = now()
          WHERE id = $1 AND owner_id = $2 AND album_type = 'chat_bot'
            AND jsonb_array_length(${current}) <= $5
          RETURNING id`,
        [
          albumId,
          ownerId,
          JSON.stringify(messages),
          exchange.reply.slice(0, 140),
          MAX_CONVERSATION_MESSAGES - messages.length,
        ],
      );
      return rows.length > 0;
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    assistant: AssistantRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('assistant', createAssistantRepository(app.db, app.mediaUrl));
  },
  { name: 'assistant', dependencies: ['db', 'media-url'] },
);
