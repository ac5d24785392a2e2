import { busController } from '@carewith/platform';
import { ActivityRecordsService } from './activity-records.service';
import { EvidenceService } from './evidence.service';
import { GroupSessionsService } from './group-sessions.service';
import { SessionControlService } from './session-control.service';

// Group sessions, their records and the month's evidence, for staff of the home (care decides, asked as
// the actor).
export class GroupSessionsNatsController extends busController(
  {
    sessions: GroupSessionsService,
    control: SessionControlService,
    records: ActivityRecordsService,
    evidence: EvidenceService,
  },
  {
    'games.groupSessions.preview': { actor: ({ sessions }, d) => sessions.preview(d.homeId, d.residentIds) },
    'games.groupSessions.create': {
      actor: ({ sessions }, d, actorId) => sessions.create(actorId, d.homeId, d.residentIds),
    },
    'games.groupSessions.list': { actor: ({ sessions }, d) => sessions.list(d.homeId) },
    'games.groupSessions.get': { actor: ({ sessions }, d) => sessions.get(d.sessionId) },
    'games.groupSessions.screen': { actor: ({ sessions }, d) => sessions.screen(d.sessionId) },
    'games.groupSessions.photo': { actor: ({ sessions }, d) => sessions.photo(d.sessionId, d.photoId) },
    'games.groupSessions.control': { actor: ({ control }, d) => control.control(d.sessionId, d.action) },
    'games.groupSessions.recordTaps': {
      actor: ({ records }, d, actorId) => records.recordTaps(actorId, d.sessionId, d.taps),
    },
    'games.groupSessions.everyonePresent': {
      actor: ({ records }, d, actorId) => records.everyonePresent(actorId, d.sessionId),
    },
    'games.evidence.home': { actor: ({ evidence }, d) => evidence.home(d.homeId, d.month) },
    'games.evidence.homeCsv': { actor: ({ evidence }, d) => evidence.homeCsv(d.homeId, d.month) },
    'games.evidence.resident': {
      actor: ({ evidence }, d) => evidence.resident(d.homeId, d.residentId, d.month),
    },
    'games.evidence.residentCsv': {
      actor: ({ evidence }, d) => evidence.residentCsv(d.homeId, d.residentId, d.month),
    },
  },
) {}
