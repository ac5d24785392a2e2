import { Injectable } from '@nestjs/common';
import type { LetterHome, LetterWeekFacts } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { StartersService } from '../conversation/starters.service';
import { homeLineOf } from '../home-lines/home-line';
import { HomeLinesStore } from '../home-lines/home-lines-store';
import type { LetterStarterCandidates } from './letter-composer';

// How many of the week's latest activities lend the letter their starters.
const STARTER_ACTIVITIES = 3;

export type LetterSourcesOfWeek = {
  facts: LetterWeekFacts;
  starters: LetterStarterCandidates[];
  home: LetterHome | null;
};

// What a loved one's letter is written from, gathered for one week: games' facts of their play, the
// starters of the week's latest activities, and, for a care-home resident whose family may hear of it,
// their week at the home (insights' copy of the home's records). null when there is nothing to write:
// no activity ever made and no week at a home.
@Injectable()
export class LetterSources {
  constructor(
    private readonly bus: BusClient,
    private readonly starters: StartersService,
    private readonly homeLines: HomeLinesStore,
  ) {}

  async ofWeek(seniorId: string, week: { from: Date; to: Date }): Promise<LetterSourcesOfWeek | null> {
    const facts = await this.bus.request('games.letter.week', {
      seniorId,
      from: week.from.toISOString(),
      to: week.to.toISOString(),
    });
    const homeRows = await this.homeLines.week(seniorId, week.from, week.to);
    const home = homeRows ? homeLineOf(homeRows) : null;
    if (!facts.activitiesEver && !home) return null;
    const starters: LetterStarterCandidates[] = [];
    for (const played of [...facts.played].reverse().slice(0, STARTER_ACTIVITIES)) {
      const rows = (await this.starters.ensure(played.gameInstanceId)) ?? [];
      starters.push({
        activityTitle: played.title,
        starters: rows.map((r) => ({ id: r.id, text: r.text, talked: r.talked_by !== null })),
      });
    }
    return { facts, starters, home };
  }
}
