import fp from 'fastify-plugin';
import { DateTime } from 'luxon';
import type { Db } from '../../../db/db.ts';
import { loadGazetteer, type Gazetteer } from '../../../lib/gazetteer.ts';
import type { Point } from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { AccountRow } from '../kernel/current-member.ts';
import { insertAlbum } from '../kernel/album-store.ts';
import { composeAnswer, shownKeys } from './answer.ts';
import type { Reply, Suggestion } from './candidate.ts';
import type { ChatMessage } from './history.ts';
import { gazetteerLookup } from './places.ts';
import { createFind, type Asker } from './retrieval.ts';
import type { Safety } from './rules.ts';
import { createTools, type AssistantTools } from './tools.ts';
import { followConversation, understand, type QuestionContext } from './understanding.ts';

/** A conversation keeps this many messages (question and answer each count). */
export const MAX_CONVERSATION_MESSAGES = 100;
const TITLE_LENGTH = 60;
/** Earlier questions read to follow the conversation. */
const QUESTIONS_FOLLOWED = 10;

/** Where and when a member asks from. */
export interface AskContext {
  /** The member's position (the central-US point when unknown). */
  position: Point;
  /** The member's IANA time zone, when their client said. */
  timeZone?: string | undefined;
}

/** How one question will be answered: safely, by the built-in answer, or by tools. */
export interface AnswerPlan {
  /** The safe answer the question needs first, if any: never handed to a language model. */
  safety: Safety | undefined;
  /** The built-in answer (searched once, on first use). */
  builtIn: () => Promise<Reply>;
  /** The same searches, for a language model, as this member. */
  tools: AssistantTools;
  /** Now, as the member reads it. */
  today: string;
}

export interface AssistantOptions {
  /** What "now" is (tests fix it); the system clock by default. */
  clock?: (() => Date) | undefined;
  /** The time zone for members whose client does not say theirs; the API's own by default. */
  timeZone?: string | undefined;
}

/** The questions the member asked, the current one last (the history may or may not end with it). */
function questionsAsked(text: string, history: ChatMessage[]): string[] {
  const asked = history.filter((message) => message.role === 'user').map((m) => m.text);
  if (asked.at(-1)?.trim().toLowerCase() === text.trim().toLowerCase()) asked.pop();
  return [...asked.slice(-QUESTIONS_FOLLOWED), text];
}

export function createAssistantRepository(
  db: Db,
  mediaUrl: MediaUrl,
  gazetteer: Gazetteer,
  options: AssistantOptions = {},
) {
  const clock = options.clock ?? (() => new Date());
  const defaultZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  /** Answers the conversation's current question: anew, refined, or its next results. */
  async function builtInAnswer(
    member: AccountRow,
    questions: string[],
    context: QuestionContext,
    asker: Asker,
  ): Promise<Reply> {
    const understood = questions.map((question) => understand(question, context));
    const current = understood.at(-1);
    const state = followConversation(understood);
    if (!current || !state) return { reply: '', suggestions: [] };
    const find = createFind(db, mediaUrl, gazetteer, asker);
    const firstName = member.first_name;
    const quiet = { ...state.question, greeting: false, thanks: false };
    let question = state.steps.length > 0 ? quiet : state.question;
    let reply = await composeAnswer(question, find, { firstName });
    const shown = new Set<string>();
    for (const [index, step] of state.steps.entries()) {
      for (const item of reply.suggestions) for (const key of shownKeys(item)) shown.add(key);
      if (step === 'cheaper') {
        const prices = reply.suggestions.flatMap((s) =>
          s.priceCents === null ? [] : [s.priceCents],
        );
        if (prices.length === 0) {
          return {
            reply:
              'I can only compare the prices of products. Ask about products first, for ' +
              'example "edibles under $20".',
            suggestions: [],
          };
        }
        // Products not shown yet that cost less than the dearest one shown.
        question = { ...question, cheaperThanCents: Math.max(...prices) };
      }
      const last = index === state.steps.length - 1;
      if (last) question = { ...question, greeting: current.greeting, thanks: current.thanks };
      reply = await composeAnswer(question, find, { firstName, shown, step });
    }
    return reply;
  }

  function plan(
    member: AccountRow,
    text: string,
    history: ChatMessage[],
    where: AskContext,
  ): AnswerPlan {
    const now = clock();
    const timeZone = where.timeZone ?? defaultZone;
    const places = gazetteerLookup(gazetteer, where.position);
    const context: QuestionContext = { now, timeZone, places };
    const asker: Asker = {
      viewer: { id: member.id, audienceIds: member.audience_ids },
      position: where.position,
      now,
      timeZone,
    };
    const questions = questionsAsked(text, history);
    const understood = followConversation(questions.map((q) => understand(q, context)));
    let answer: Promise<Reply> | undefined;
    return {
      safety: understood?.question.safety,
      builtIn: () => (answer ??= builtInAnswer(member, questions, context, asker)),
      tools: createTools(createFind(db, mediaUrl, gazetteer, asker), places, { now, timeZone }),
      today: `${DateTime.fromJSDate(now, { zone: timeZone }).toFormat('cccc, LLLL d, yyyy, h:mm a')} (${timeZone})`,
    };
  }

  return {
    plan,

    /** Edy's built-in answer to `text`, from what Canopy holds that the member may see. */
    async answer(
      member: AccountRow,
      text: string,
      history: ChatMessage[],
      where: AskContext,
    ): Promise<Reply> {
      return plan(member, text, history, where).builtIn();
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

export default fp<AssistantOptions>(
  async (app, options) => {
    const gazetteer = await loadGazetteer();
    app.decorate('assistant', createAssistantRepository(app.db, app.mediaUrl, gazetteer, options));
  },
  { name: 'assistant', dependencies: ['db', 'media-url'] },
);
