import {
  AGENT_ANNOUNCEMENTS_PAGE_SIZE,
  AGENT_NOTICE_TYPE,
  type AgentAnnouncementsQuery,
  type AgentAnnouncementsResponse,
} from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { gameLanguage } from '../games/languages';
import { rowsOf } from '../records/bet-sources';
import { checkedPage } from '../records/record-range';
import { requireAgent } from './team';

interface RawAnnouncement {
  id: number;
  title: string;
  content: string;
  published_at: string | Date;
  total_rows: string | number;
}

/**
 * The operator's announcements for agents (notices of the agents' type), newest first, a page at a
 * time, in the asked language where the notice has a text in it (English otherwise). Agents only.
 */
export async function agentAnnouncements(
  db: Db,
  agentId: number,
  query: AgentAnnouncementsQuery,
): Promise<AgentAnnouncementsResponse> {
  await requireAgent(db, agentId);
  const language = gameLanguage(query.language ?? 'EN');
  const page = query.page ?? 1;
  const rows = rowsOf<RawAnnouncement>(
    await db.execute(sql`select n.id, coalesce(t.title, n.title) as title,
        coalesce(t.content, n.content) as content, n.published_at, count(*) over () as total_rows
      from notices n
      left join notice_texts t on t.notice_id = n.id and t.language = ${language}
      where n.type = ${AGENT_NOTICE_TYPE}
      order by n.published_at desc, n.id desc
      limit ${AGENT_ANNOUNCEMENTS_PAGE_SIZE} offset ${(page - 1) * AGENT_ANNOUNCEMENTS_PAGE_SIZE}`),
  );
  const totalRows =
    rows.length > 0
      ? Number(rows[0]!.total_rows)
      : page === 1
        ? 0
        : Number(
            rowsOf<{ count: string | number }>(
              await db.execute(sql`select count(*) as count from notices where type = ${AGENT_NOTICE_TYPE}`),
            )[0]?.count ?? 0,
          );
  const totalPages = Math.ceil(totalRows / AGENT_ANNOUNCEMENTS_PAGE_SIZE);
  checkedPage(page, totalPages);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      content: row.content,
      publishedAt: new Date(row.published_at).toISOString(),
    })),
    page,
    pageSize: AGENT_ANNOUNCEMENTS_PAGE_SIZE,
    totalRows,
    totalPages,
  };
}
