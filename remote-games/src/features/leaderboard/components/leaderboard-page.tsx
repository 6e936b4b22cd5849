import {
  Button,
  EmptyState,
  ErrorState,
  RevealTogether,
  PageTitle,
  Skeleton,
  color,
  font,
  radius,
  space,
  store,
  userAtom,
  type Rank,
  type RankType,
  type RankWindow,
  useTrackView,
  BareList,
} from '@canopy/shared-core';
import { quietText, row, spreadRow, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { ScoreRow } from '../../../components/score-row.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useLeaderboard } from '../api/use-leaderboard.ts';
import { usePersonalRanks } from '../api/use-personal-ranks.ts';
import { boardFromSearch, PAGE_SIZE, RANK_TYPES, scoreText, WINDOWS } from '../utils/boards.ts';

const PANEL_ID = 'leaderboard-panel';

function MyStandings({ window }: { window: Parameters<typeof usePersonalRanks>[0] }) {
  const [ranks] = usePersonalRanks(window);
  if (ranks.status !== 'ready') return null;
  return (
    <section aria-labelledby="my-standings">
      <h2 id="my-standings" css={{ margin: `0 0 ${space.sm}`, fontSize: font.size.md }}>
        Where you stand
      </h2>
      <BareList gap="sm" css={{ gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
        {ranks.data.items.map((board) => (
          <li
            key={`${board.rankType}-${board.missionId ?? 'all'}`}
            css={[
              stack('xs'),
              { padding: space.md, borderRadius: radius.md, background: color.surfaceAlt },
            ]}
          >
            <span css={quietText}>{board.title}</span>
            <span css={{ fontSize: font.size.lg, fontWeight: font.weight.bold }}>
              {board.rank === null ? 'Not ranked yet' : `#${board.rank} of ${board.rankedCount}`}
            </span>
            <span css={{ fontSize: font.size.sm }}>
              {scoreText(board.rankType, board.scoreValue)}
            </span>
          </li>
        ))}
      </BareList>
    </section>
  );
}

function Row({ rank, rankType, me }: { rank: Rank; rankType: RankType; me: number | undefined }) {
  return (
    <ScoreRow
      rank={rank.rank}
      owner={rank.owner}
      value={scoreText(rankType, rank.scoreValue)}
      isMe={rank.owner.accountId === me}
    />
  );
}

type Go = (next: Partial<{ type: string; window: string; page: number }>) => void;

/** The board's page of ranks, the member's own rank when off the page, and paging. */
function Board({
  rankType,
  window,
  page,
  me,
  go,
}: {
  rankType: RankType;
  window: RankWindow;
  page: number;
  me: number | undefined;
  go: Go;
}) {
  const [board, reload] = useLeaderboard(rankType, window, page);
  const ready = board.status === 'ready' ? board.data : null;
  const myRowOnPage = ready?.items.some((rank) => rank.owner.accountId === me) ?? false;
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <section
      id={PANEL_ID}
      role="tabpanel"
      aria-labelledby={`rank-type-${rankType}`}
      css={stack('md')}
    >
      {board.status === 'loading' && <Skeleton height={240} />}
      {board.status === 'error' && (
        <ErrorState
          title="The leaderboard could not be loaded"
          message={board.message}
          onRetry={reload}
        />
      )}
      {ready &&
        (ready.items.length === 0 ? (
          <EmptyState title="Nobody on this board yet">
            Play a quiz level to be the first.
          </EmptyState>
        ) : (
          <>
            <BareList
              ordered
              gap="sm"
              aria-label={`Ranking by ${rankType.toLowerCase()}, ${WINDOWS.find((w) => w.value === window)?.label.toLowerCase()}`}
            >
              {ready.items.map((rank) => (
                <Row key={rank.owner.accountId} rank={rank} rankType={rankType} me={me} />
              ))}
            </BareList>
            {ready.userRank && !myRowOnPage && (
              <BareList ordered aria-label="Your rank" css={{ display: 'grid' }}>
                <Row rank={ready.userRank} rankType={rankType} me={me} />
              </BareList>
            )}
            <nav aria-label="Pages" css={[spreadRow('md'), { flexWrap: 'wrap' }]}>
              <span css={quietText}>
                {first}–{first + ready.items.length - 1} of {ready.countTotal}
              </span>
              <span css={row('sm')}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page === 1}
                  onClick={() => go({ page: page - 1 })}
                >
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!ready.hasMoreResults}
                  onClick={() => go({ page: page + 1 })}
                >
                  Next
                </Button>
              </span>
            </nav>
          </>
        ))}
    </section>
  );
}

/** /browse/leaderboard: everyone ranked by points, tickets or levels, over a time window. */
export function LeaderboardPage() {
  useTrackView('leaderboard');
  const [search, setSearch] = useSearchParams();
  const { rankType, window, page } = boardFromSearch(search);
  const me = useAtomValue(userAtom, { store })?.id;
  const go: Go = (next) =>
    setSearch({
      type: next.type ?? rankType,
      window: next.window ?? window,
      page: String(next.page ?? 1),
    });

  return (
    <div css={stack('lg')}>
      <PageTitle>Leaderboard</PageTitle>
      <div css={wrappingRow('md')}>
        <Tabs
          label="Ranked by"
          idPrefix="rank-type"
          options={RANK_TYPES}
          value={rankType}
          onChange={(type) => go({ type })}
          panelId={PANEL_ID}
        />
        <Tabs
          label="Time window"
          idPrefix="rank-window"
          options={WINDOWS}
          value={window}
          onChange={(value) => go({ window: value })}
          panelId={PANEL_ID}
        />
      </div>
      {/* Your standings and the board come in together: as they arrived, one pushed the
          other down. */}
      <RevealTogether loading={<Skeleton height={240} />}>
        <MyStandings window={window} />
        <Board rankType={rankType} window={window} page={page} me={me} go={go} />
      </RevealTogether>
    </div>
  );
}
