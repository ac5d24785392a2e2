import { z } from 'zod';
import { uuidSchema } from './common';
import { readerLanguageSchema, seniorLanguageSchema, setLanguageRequestSchema } from './language';
import { errorEnvelopeSchema } from './errors';
import { earlyAccessRequestSchema } from './requests';
import { dependencyStateSchema, earlyAccessResponseSchema } from './responses';
import {
  acceptInvitationResponseSchema,
  careTeamIdSchema,
  careTeamMemberViewSchema,
  invitationIdSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
  myCareTeamSchema,
  sessionUserSchema,
  upsertUserRequestSchema,
} from './care-team';
import { assignFormSchema, checkInRequestSchema, createSeniorRequestSchema, inviteBodySchema } from './requests';
import { messageViewSchema, outboxEntrySchema, outboxQuerySchema } from './jobs';
import {
  aiReportViewSchema,
  assessmentRequestSchema,
  customInsightRequestSchema,
  reportsListBusSchema,
  trendRequestSchema,
} from './insights';
import {
  careDashboardSchema,
  checkInViewSchema,
  seniorAccessNeedSchema,
  seniorAccessSchema,
  seniorIdSchema,
  seniorOverviewSchema,
  seniorViewSchema,
  updateSeniorBusSchema,
  pauseSeniorBusSchema,
} from './care';
import { gamesDashboardSchema, playResponseSchema, sendSmsResponseSchema } from './responses';
import { seniorTrendRequestSchema, seniorTrendSchema } from './trends';
import { seniorResultsPageRequestSchema, seniorResultsPageSchema } from './result-pages';
import { seniorMasteryRequestSchema, seniorMasterySchema } from './mastery';
import { seniorReviewRequestSchema, seniorReviewSchema } from './review';
import {
  createGameBusSchema,
  gameDetailSchema,
  updateGameBusSchema,
  gameExportSchema,
  duplicateGameBusSchema,
  gameIdSchema,
  newPlayLinkSchema,
  photoBytesSchema,
  photoReadSchema,
  photoRefSchema,
  photoUploadBusSchema,
  playAckSchema,
  playCompleteAckSchema,
  playCompleteBusSchema,
  playEventBusSchema,
  playLinkSchema,
  playTokenSchema,
  previewSchema,
  templateListSchema,
} from './games';
import {
  addBoxRecipeBusSchema,
  addBoxSongBusSchema,
  addBoxTopicBusSchema,
  boxTopicSchema,
  residentTopicsBusSchema,
  residentTopicsSchema,
  boxItemBusSchema,
  boxPersonSchema,
  boxPhotoAddedSchema,
  boxPhotoSchema,
  boxPhotoUploadBusSchema,
  boxPlaceSchema,
  boxRecipeSchema,
  boxRemovedSchema,
  boxShoppingListSchema,
  boxSongSchema,
  memoryBoxSchema,
  putBoxShoppingListBusSchema,
  updateBoxPersonBusSchema,
  updateBoxPhotoBusSchema,
  updateBoxPlaceBusSchema,
  updateBoxRecipeBusSchema,
} from './memory-box';
import { voiceClipBytesSchema, voiceClipReadSchema, voiceClipRefSchema, voiceClipUploadBusSchema } from './voice-clips';
import { gameInstanceSchema } from './entities';
import {
  createGoalBusSchema,
  goalIdBusSchema,
  goalRatingsDueSchema,
  goalSchema,
  goalVoiceBusSchema,
  rateGoalBusSchema,
  seniorGoalsSchema,
} from './goals';
import {
  aboutMeNoteBusSchema,
  aboutMeNoteRemoveBusSchema,
  aboutMeRequestSchema,
  aboutMeSchema,
  aboutMeExportSchema,
  handoverSeniorSchema,
  talkedStartersSchema,
  aboutMeVisibilityBusSchema,
  createShareBusSchema,
  newShareSchema,
  openShareBusSchema,
  shareIdBusSchema,
  shareSchema,
  sharedAboutMeSchema,
  sharesSchema,
  sharePhotoBusSchema,
} from './about-me';
import {
  addResidentBusSchema,
  createHomeRequestSchema,
  familyInvitationBusSchema,
  familyInvitationSchema,
  homeIdSchema,
  homeInvitationTokenSchema,
  homeStaffIdsSchema,
  homeSummarySchema,
  homeViewSchema,
  inviteStaffBusSchema,
  recordConsentBusSchema,
  residentIdsSchema,
  residentPhotoSchema,
  residentPhotoUploadBusSchema,
  residentSchema,
  sessionResidentsBusSchema,
  sessionResidentsSchema,
  staffInvitationIdsSchema,
  staffInvitationPreviewSchema,
  staffInvitationSchema,
  updateResidentBusSchema,
} from './care-home';
import {
  controlBusSchema,
  groupSessionBusSchema,
  groupSessionSchema,
  groupSessionSummarySchema,
  sessionIdSchema,
  sessionPhotoBusSchema,
  sessionScreenSchema,
  sharedGroundSchema,
} from './group-session';
import {
  activityRecordSchema,
  evidenceCsvSchema,
  homeEvidenceBusSchema,
  homeEvidenceSchema,
  recordTapsBusSchema,
  residentEvidenceBusSchema,
  residentEvidenceSchema,
} from './activity-record';
import { difficultyPinBusSchema, seniorDifficultySchema, templateDifficultySchema } from './difficulty-events';
import { notificationSettingsSchema } from './notifications';
import {
  activityStartersSchema,
  conversationActivitySchema,
  conversationStarterSchema,
  seniorStartersSchema,
  starterIdSchema,
  talkedBusSchema,
} from './conversation';
import {
  conversationExportSchema,
  weeklyLettersQuerySchema,
  weeklyLettersSchema,
  letterAudienceSchema,
  letterWeekFactsSchema,
  runWeeklyLettersRequestSchema,
  weeklyLetterSettingSchema,
} from './weekly-letter';
import {
  createScheduleBusSchema,
  deleteScheduleBusSchema,
  draftSlotBusSchema,
  draftSlotReplySchema,
  reminderNoticeSchema,
  seniorScheduleSchema,
  updateSlotBusSchema,
} from './schedule';
import {
  accountDeletionSchema,
  auditEntrySchema,
  auditListQuerySchema,
  changeRoleRequestSchema,
  erasedCountSchema,
  erasureSummarySchema,
  gamesEraseReplySchema,
  gamesEraseRequestSchema,
  insightsEraseRequestSchema,
  messagingEraseRequestSchema,
  gamesExportPageRequestSchema,
  gamesExportPageSchema,
  seniorProfileExportSchema,
} from './data-rights';

// Every bus request carries meta (request id for the logs, the signed-in actor) beside its data.
export const busMetaSchema = z.object({
  requestId: z.string().max(128),
  actorId: uuidSchema.optional(),
});
export type BusMeta = z.infer<typeof busMetaSchema>;
export type BusRequest<T> = { meta: BusMeta; data: T };

// Replies are a typed result so a domain error crosses the bus with its code intact.
export type BusReply<T> = { ok: true; data: T } | { ok: false; error: z.infer<typeof errorEnvelopeSchema> };

export const SERVICE_NAMES = ['identity', 'care', 'games', 'messaging', 'insights'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

// Where and when a loved one may be texted (care.seniors.sendInfo, .sendInfoFor).
const seniorSendInfoSchema = z.object({
  firstName: z.string(),
  phone: z.string().nullable(),
  careTeamId: uuidSchema,
  timeZone: z.string(),
  quietHours: z.object({ from: z.string(), to: z.string() }),
  pausedUntil: z.string().nullable(),
  language: seniorLanguageSchema,
});

const serviceHealthReply = z.object({
  service: z.string(),
  instance: z.string(),
  dependencies: z.record(z.string(), dependencyStateSchema),
});

// One typed map: subject -> request and reply schemas. Later features add rows here.
export const BUS_PATTERNS = {
  'identity.health': { request: z.object({}), reply: serviceHealthReply },
  'care.health': { request: z.object({}), reply: serviceHealthReply },
  'games.health': { request: z.object({}), reply: serviceHealthReply },
  'messaging.health': { request: z.object({}), reply: serviceHealthReply },
  'insights.health': { request: z.object({}), reply: serviceHealthReply },
  'identity.earlyAccess.signup': { request: earlyAccessRequestSchema, reply: earlyAccessResponseSchema },
  // Users. The actor comes from meta, never from the data.
  'identity.users.upsertFromSignIn': { request: upsertUserRequestSchema, reply: sessionUserSchema },
  'identity.users.get': { request: z.object({ userId: uuidSchema }), reply: sessionUserSchema },
  'identity.users.getMany': {
    request: z.object({ userIds: z.array(uuidSchema).max(500) }),
    reply: z.array(sessionUserSchema),
  },
  // A member chooses their own language: screens and e-mails.
  'identity.users.setLanguage': { request: setLanguageRequestSchema, reply: setLanguageRequestSchema },
  // Care teams: a first sign-in gets a team of its own as OWNER.
  'care.teams.ensureForUser': {
    request: z.object({ displayName: z.string().max(120) }),
    reply: z.array(myCareTeamSchema),
  },
  // `language`: the reader's, in which a name the product gave a team is said (decision 260).
  'care.teams.listMine': { request: readerLanguageSchema, reply: z.array(myCareTeamSchema) },
  'care.members.list': { request: careTeamIdSchema, reply: z.array(careTeamMemberViewSchema) },
  'care.invitations.create': { request: inviteBodySchema, reply: invitationSchema },
  'care.invitations.list': { request: careTeamIdSchema, reply: z.array(invitationSchema) },
  'care.invitations.resend': { request: invitationIdSchema, reply: invitationSchema },
  'care.invitations.cancel': { request: invitationIdSchema, reply: invitationSchema },
  'care.invitations.preview': {
    request: invitationTokenSchema.extend(readerLanguageSchema.shape),
    reply: invitationPreviewSchema,
  },
  'care.invitations.accept': { request: invitationTokenSchema, reply: acceptInvitationResponseSchema },
  // Loved ones and check-ins.
  'care.seniors.create': { request: createSeniorRequestSchema, reply: seniorViewSchema },
  'care.seniors.get': { request: seniorIdSchema, reply: seniorViewSchema },
  'care.seniors.update': { request: updateSeniorBusSchema, reply: seniorViewSchema },
  'care.seniors.pause': { request: pauseSeniorBusSchema, reply: seniorViewSchema },
  'care.seniors.accessible': { request: z.object({}), reply: z.array(seniorAccessSchema) },
  'care.seniors.authorize': {
    request: z.object({ seniorId: uuidSchema, need: seniorAccessNeedSchema }),
    reply: seniorAccessSchema,
  },
  'care.checkIns.create': { request: checkInRequestSchema, reply: checkInViewSchema },
  'care.checkIns.listMine': { request: z.object({}), reply: z.array(checkInViewSchema) },
  'care.dashboard': { request: readerLanguageSchema, reply: careDashboardSchema },
  // For the loved one's play page: only the first name (no actor: the play link is the capability).
  'care.seniors.firstName': {
    request: seniorIdSchema,
    reply: z.object({ firstName: z.string(), language: seniorLanguageSchema }),
  },
  // Activities and results (read side).
  // The whole dashboard: games asks care for the caller's side (care.dashboard) and answers both, one
  // request from the gateway and one from games (decision 307).
  'games.dashboard': {
    request: readerLanguageSchema,
    reply: gamesDashboardSchema.extend({ care: careDashboardSchema }),
  },
  'games.results.bySenior': { request: seniorResultsPageRequestSchema, reply: seniorResultsPageSchema },
  'games.overview.bySenior': { request: seniorIdSchema, reply: seniorOverviewSchema },
  'games.trend.bySenior': { request: seniorTrendRequestSchema, reply: seniorTrendSchema },
  'games.mastery.bySenior': { request: seniorMasteryRequestSchema, reply: seniorMasterySchema },
  'games.review.bySenior': { request: seniorReviewRequestSchema, reply: seniorReviewSchema },
  'games.templates.list': { request: z.object({}), reply: templateListSchema },
  'games.create': { request: createGameBusSchema, reply: gameInstanceSchema },
  'games.get': { request: gameIdSchema, reply: gameDetailSchema },
  'games.duplicate': { request: duplicateGameBusSchema, reply: gameInstanceSchema },
  // Editing a draft before it goes (Co-Caregivers; a sent activity cannot change).
  'games.update': { request: updateGameBusSchema, reply: gameInstanceSchema },
  'games.preview': { request: gameIdSchema, reply: previewSchema },
  'games.export': { request: gameIdSchema, reply: gameExportSchema },
  'games.links.create': { request: gameIdSchema, reply: newPlayLinkSchema },
  'games.links.revoke': { request: z.object({ gameId: uuidSchema, linkId: uuidSchema }), reply: playLinkSchema },
  'games.play.get': { request: z.object({ token: playTokenSchema }), reply: playResponseSchema },
  'games.play.event': { request: playEventBusSchema, reply: playAckSchema },
  'games.play.complete': { request: playCompleteBusSchema, reply: playCompleteAckSchema },
  'games.photos.upload': { request: photoUploadBusSchema, reply: photoRefSchema },
  'games.photos.read': { request: photoReadSchema, reply: photoBytesSchema },
  // A family member's voice for a step: kept and shown like photos.
  'games.voiceClips.upload': { request: voiceClipUploadBusSchema, reply: voiceClipRefSchema },
  'games.voiceClips.read': { request: voiceClipReadSchema, reply: voiceClipBytesSchema },
  // The family's memory box: any member reads and adds; Co-Caregivers change or remove
  // anything, other members only what they added. One photo per upload request (a NATS message).
  'games.memoryBox.get': { request: seniorIdSchema, reply: memoryBoxSchema },
  'games.memoryBox.addPhoto': { request: boxPhotoUploadBusSchema, reply: boxPhotoAddedSchema },
  'games.memoryBox.updatePhoto': { request: updateBoxPhotoBusSchema, reply: boxPhotoSchema },
  'games.memoryBox.removePhoto': { request: boxItemBusSchema, reply: boxRemovedSchema },
  'games.memoryBox.updatePerson': { request: updateBoxPersonBusSchema, reply: boxPersonSchema },
  'games.memoryBox.removePerson': { request: boxItemBusSchema, reply: boxRemovedSchema },
  'games.memoryBox.updatePlace': { request: updateBoxPlaceBusSchema, reply: boxPlaceSchema },
  'games.memoryBox.removePlace': { request: boxItemBusSchema, reply: boxRemovedSchema },
  'games.memoryBox.addRecipe': { request: addBoxRecipeBusSchema, reply: boxRecipeSchema },
  'games.memoryBox.updateRecipe': { request: updateBoxRecipeBusSchema, reply: boxRecipeSchema },
  'games.memoryBox.removeRecipe': { request: boxItemBusSchema, reply: boxRemovedSchema },
  'games.memoryBox.putShoppingList': { request: putBoxShoppingListBusSchema, reply: boxShoppingListSchema },
  'games.memoryBox.addSong': { request: addBoxSongBusSchema, reply: boxSongSchema },
  'games.memoryBox.removeSong': { request: boxItemBusSchema, reply: boxRemovedSchema },
  'games.memoryBox.makeActivity': { request: seniorIdSchema, reply: gameInstanceSchema },
  // Something to talk about: any member adds one; Co-Caregivers and its sender remove it; the staff of
  // the resident's care home read them.
  'games.memoryBox.addTopic': { request: addBoxTopicBusSchema, reply: boxTopicSchema },
  'games.memoryBox.removeTopic': { request: boxItemBusSchema, reply: boxRemovedSchema },
  'games.memoryBox.residentTopics': { request: residentTopicsBusSchema, reply: residentTopicsSchema },
  // Everyday goals (goals.ts): any member reads them and records a voice cue; Co-Caregivers create,
  // rate and stop them.
  'games.goals.bySenior': { request: seniorIdSchema, reply: seniorGoalsSchema },
  'games.goals.create': { request: createGoalBusSchema, reply: goalSchema },
  'games.goals.rate': { request: rateGoalBusSchema, reply: goalSchema },
  'games.goals.voice': { request: goalVoiceBusSchema, reply: goalSchema },
  'games.goals.stop': { request: goalIdBusSchema, reply: goalSchema },
  'games.goals.ratingsDue': { request: z.object({}), reply: goalRatingsDueSchema },
  // The data archive's goals.json (Co-Caregivers, like the rest of the archive).
  'games.goals.export': { request: seniorIdSchema, reply: z.object({ goals: z.array(goalSchema) }) },
  // "Who I am" (about-me.ts): any member reads the page and adds a line; Co-Caregivers switch parts
  // off, share and revoke. open and photo have no actor: the link (and its PIN) is the capability.
  'games.aboutMe.get': { request: aboutMeRequestSchema, reply: aboutMeSchema },
  'games.aboutMe.addNote': { request: aboutMeNoteBusSchema, reply: aboutMeSchema },
  'games.aboutMe.removeNote': { request: aboutMeNoteRemoveBusSchema, reply: aboutMeSchema },
  'games.aboutMe.setVisibility': { request: aboutMeVisibilityBusSchema, reply: aboutMeSchema },
  'games.aboutMe.shares': { request: aboutMeRequestSchema, reply: sharesSchema },
  'games.aboutMe.share': { request: createShareBusSchema, reply: newShareSchema },
  'games.aboutMe.revoke': { request: shareIdBusSchema, reply: shareSchema },
  'games.aboutMe.export': { request: aboutMeRequestSchema, reply: aboutMeExportSchema },
  'games.aboutMe.open': { request: openShareBusSchema, reply: sharedAboutMeSchema },
  'games.aboutMe.photo': { request: sharePhotoBusSchema, reply: photoBytesSchema },
  'games.send': {
    // No message: the default one, in the loved one's language.
    request: z.object({ gameId: uuidSchema, message: assignFormSchema.shape.message.optional() }),
    reply: sendSmsResponseSchema,
  },
  // Difficulty that adapts (per loved one and template): read by any member, pinned by Co-Caregivers.
  'games.difficulty.bySenior': { request: seniorIdSchema, reply: seniorDifficultySchema },
  'games.difficulty.pin': { request: difficultyPinBusSchema, reply: templateDifficultySchema },
  // Schedules, Coming up and reminders: read by any member, changed by Co-Caregivers.
  'games.schedule.bySenior': { request: seniorIdSchema, reply: seniorScheduleSchema },
  'games.schedule.create': { request: createScheduleBusSchema, reply: seniorScheduleSchema },
  'games.schedule.delete': { request: deleteScheduleBusSchema, reply: seniorScheduleSchema },
  'games.schedule.slot': { request: updateSlotBusSchema, reply: seniorScheduleSchema },
  'games.schedule.draft': { request: draftSlotBusSchema, reply: draftSlotReplySchema },
  // After the loved one's time zone or quiet hours change (no actor: the gateway asks after care
  // answered); the slots' jobs are queued again for the new instants.
  'games.reminders.recent': { request: z.object({}), reply: z.array(reminderNoticeSchema) },
  // For scheduled texts and reminders, which run with no actor: where and when the loved one may be
  // texted. Internal (no gateway route).
  // Care homes (care-home.ts): games asks, starting a group session or keeping a record, which residents
  // the actor may work with and what of theirs may reach a shared screen.
  'care.homes.sessionResidents': { request: sessionResidentsBusSchema, reply: sessionResidentsSchema },
  // Care homes (care-home.ts): the home, its staff and residents, for its staff (the gateway's /api/homes
  // routes). Staff of another home, and everyone else, are told it does not exist.
  'care.homes.create': { request: createHomeRequestSchema, reply: homeSummarySchema },
  'care.homes.listMine': { request: z.object({}), reply: z.array(homeSummarySchema) },
  'care.homes.get': { request: homeIdSchema, reply: homeViewSchema },
  'care.homes.inviteStaff': { request: inviteStaffBusSchema, reply: staffInvitationSchema },
  'care.homes.cancelStaffInvitation': {
    request: staffInvitationIdsSchema,
    reply: z.object({ cancelled: z.boolean() }),
  },
  'care.homes.previewInvitation': { request: homeInvitationTokenSchema, reply: staffInvitationPreviewSchema },
  'care.homes.acceptInvitation': { request: homeInvitationTokenSchema, reply: homeSummarySchema },
  'care.homes.removeStaff': { request: homeStaffIdsSchema, reply: z.object({ removed: z.boolean() }) },
  'care.homes.residents.list': { request: homeIdSchema, reply: z.array(residentSchema) },
  'care.homes.residents.add': { request: addResidentBusSchema, reply: residentSchema },
  'care.homes.residents.update': { request: updateResidentBusSchema, reply: residentSchema },
  'care.homes.residents.remove': { request: residentIdsSchema, reply: z.object({ removed: z.boolean() }) },
  'care.homes.residents.consent': { request: recordConsentBusSchema, reply: residentSchema },
  'care.homes.residents.inviteFamily': { request: familyInvitationBusSchema, reply: familyInvitationSchema },
  // Group sessions, their records and the month's evidence (group-session.ts, activity-record.ts): staff
  // of the session's home (games asks care); anyone else is told it does not exist.
  'games.groupSessions.preview': { request: groupSessionBusSchema, reply: sharedGroundSchema },
  'games.groupSessions.create': { request: groupSessionBusSchema, reply: groupSessionSchema },
  'games.groupSessions.list': { request: homeIdSchema, reply: z.array(groupSessionSummarySchema) },
  'games.groupSessions.get': { request: sessionIdSchema, reply: groupSessionSchema },
  'games.groupSessions.screen': { request: sessionIdSchema, reply: sessionScreenSchema },
  'games.groupSessions.control': { request: controlBusSchema, reply: sessionScreenSchema },
  'games.groupSessions.photo': { request: sessionPhotoBusSchema, reply: photoBytesSchema },
  'games.groupSessions.recordTaps': { request: recordTapsBusSchema, reply: activityRecordSchema },
  'games.groupSessions.everyonePresent': { request: sessionIdSchema, reply: z.array(activityRecordSchema) },
  'games.evidence.home': { request: homeEvidenceBusSchema, reply: homeEvidenceSchema },
  'games.evidence.homeCsv': { request: homeEvidenceBusSchema, reply: evidenceCsvSchema },
  'games.evidence.resident': { request: residentEvidenceBusSchema, reply: residentEvidenceSchema },
  'games.evidence.residentCsv': { request: residentEvidenceBusSchema, reply: evidenceCsvSchema },
  // A resident's portrait (care-home.ts): a Home Manager puts or removes it, the home's staff read it
  // (games asks care); anyone else is told the resident does not exist.
  'games.residentPhoto.put': { request: residentPhotoUploadBusSchema, reply: residentPhotoSchema },
  'games.residentPhoto.remove': { request: residentIdsSchema, reply: residentPhotoSchema },
  'games.residentPhoto.read': { request: residentIdsSchema, reply: photoBytesSchema },
  'care.seniors.handover': { request: seniorIdSchema, reply: handoverSeniorSchema },
  'care.seniors.sendInfo': { request: seniorIdSchema, reply: seniorSendInfoSchema },
  // The same for a member who may `need` the loved one (a schedule's screen): the check and the answer
  // in one request.
  'care.seniors.sendInfoFor': {
    request: z.object({ seniorId: uuidSchema, need: seniorAccessNeedSchema }),
    reply: seniorSendInfoSchema,
  },
  'care.seniors.contact': {
    request: seniorIdSchema,
    reply: z.object({ firstName: z.string(), phone: z.string().nullable(), language: seniorLanguageSchema }),
  },
  // Messaging: delivery status, opt-outs, and the development outbox.
  'messaging.optOut.check': { request: z.object({ phone: z.string() }), reply: z.object({ optedOut: z.boolean() }) },
  'messaging.sms.status': {
    request: z.object({
      providerId: z.string().min(1).max(64),
      status: z.string().max(32),
      errorCode: z.string().max(16).optional(),
    }),
    reply: z.object({ updated: z.boolean() }),
  },
  'messaging.sms.inbound': {
    request: z.object({ from: z.string().max(32), body: z.string().max(1600) }),
    reply: z.object({ optedOut: z.boolean().nullable() }),
  },
  'messaging.messages.byRef': { request: z.object({ refId: z.string().max(128) }), reply: z.array(messageViewSchema) },
  // Insights: every report starts from computed figures; written by the local or the OpenAI writer.
  'insights.trend': { request: trendRequestSchema, reply: aiReportViewSchema },
  'insights.custom': { request: customInsightRequestSchema, reply: aiReportViewSchema },
  'insights.assessment': { request: assessmentRequestSchema, reply: aiReportViewSchema },
  'insights.reports.list': { request: reportsListBusSchema, reply: z.array(aiReportViewSchema) },
  'insights.reports.save': {
    request: z.object({ reportId: uuidSchema }).extend(readerLanguageSchema.shape),
    reply: aiReportViewSchema,
  },
  'care.checkIns.setReflection': {
    request: z.object({ checkInId: uuidSchema, reflection: z.string().min(1).max(2000) }),
    reply: z.object({ updated: z.boolean() }),
  },
  // The development outbox, scoped by the gateway to what the viewer may see.
  'messaging.outbox.list': { request: outboxQuerySchema, reply: z.array(outboxEntrySchema) },
  // Audit log and data rights.
  'care.audit.list': { request: auditListQuerySchema, reply: z.array(auditEntrySchema) },
  'care.members.changeRole': {
    request: changeRoleRequestSchema.extend({ careTeamId: uuidSchema, userId: uuidSchema }),
    reply: careTeamMemberViewSchema,
  },
  'care.members.remove': {
    request: careTeamIdSchema.extend({ userId: uuidSchema }),
    reply: z.object({ removed: z.boolean() }),
  },
  'care.seniors.export': { request: seniorIdSchema, reply: seniorProfileExportSchema },
  'care.seniors.erase': { request: seniorIdSchema, reply: erasureSummarySchema },
  'care.account.delete': { request: z.object({}), reply: accountDeletionSchema },
  'games.export.page': { request: gamesExportPageRequestSchema, reply: gamesExportPageSchema },
  'games.erase.bySenior': { request: gamesEraseRequestSchema, reply: gamesEraseReplySchema },
  'insights.reports.bySenior': { request: insightsEraseRequestSchema, reply: z.array(aiReportViewSchema) },
  'insights.erase.bySenior': { request: insightsEraseRequestSchema, reply: erasedCountSchema },
  'messaging.messages.export': { request: messagingEraseRequestSchema, reply: z.array(outboxEntrySchema) },
  'messaging.erase': { request: messagingEraseRequestSchema, reply: erasedCountSchema },
  'identity.users.delete': { request: z.object({}), reply: z.object({ deleted: z.boolean() }) },
  // E-mail notifications: each member's own settings (the completion e-mails react to the
  // games.activity-completed fact).
  'care.notifications.get': { request: careTeamIdSchema, reply: notificationSettingsSchema },
  'care.notifications.update': {
    request: notificationSettingsSchema.extend({ careTeamId: uuidSchema }),
    reply: notificationSettingsSchema,
  },
  // Conversation after play and the weekly family letter. The member's own letter switch:
  'care.notifications.weeklyLetter.get': { request: careTeamIdSchema, reply: weeklyLetterSettingSchema },
  'care.notifications.weeklyLetter.update': {
    request: weeklyLetterSettingSchema.extend({ careTeamId: uuidSchema }),
    reply: weeklyLetterSettingSchema,
  },
  // Internal (no actor, no gateway route): which loved ones' letters are due at `at` (all, or only
  // those named), and who a letter goes to and whose turn it is.
  'care.weeklyLetter.due': {
    request: z.object({ at: z.iso.datetime({ offset: true }), seniorIds: z.array(uuidSchema).max(10_000).optional() }),
    reply: z.array(z.object({ seniorId: uuidSchema, sunday: z.string() })),
  },
  'care.weeklyLetter.audience': { request: seniorIdSchema, reply: letterAudienceSchema },
  // Internal (no actor): what games holds for the starters of one activity and for a letter's week.
  'games.conversation.activity': { request: gameIdSchema, reply: conversationActivitySchema },
  'games.letter.week': {
    request: z.object({
      seniorId: uuidSchema,
      from: z.iso.datetime({ offset: true }),
      to: z.iso.datetime({ offset: true }),
    }),
    reply: letterWeekFactsSchema,
  },
  // The family's screens: any member reads; any member marks "we talked about it".
  'insights.starters.byGame': { request: gameIdSchema, reply: activityStartersSchema },
  'insights.starters.bySenior': { request: seniorIdSchema, reply: seniorStartersSchema },
  'insights.starters.talked': { request: talkedBusSchema, reply: conversationStarterSchema },
  'insights.starters.talkedBySenior': { request: seniorIdSchema, reply: talkedStartersSchema },
  'insights.starters.untalked': { request: starterIdSchema, reply: conversationStarterSchema },
  'insights.weeklyLetters.list': { request: weeklyLettersQuerySchema, reply: weeklyLettersSchema },
  // Development and tests only (the gateway's route exists only with the development sign-in).
  'insights.weeklyLetters.run': {
    request: runWeeklyLettersRequestSchema,
    reply: z.object({ queued: z.number().int() }),
  },
  'insights.conversation.bySenior': { request: insightsEraseRequestSchema, reply: conversationExportSchema },
  'insights.conversation.erase': { request: insightsEraseRequestSchema, reply: erasedCountSchema },
} as const;

export type BusPattern = keyof typeof BUS_PATTERNS;
export type BusRequestData<P extends BusPattern> = z.infer<(typeof BUS_PATTERNS)[P]['request']>;
export type BusReplyData<P extends BusPattern> = z.infer<(typeof BUS_PATTERNS)[P]['reply']>;
export type ServiceHealthReply = z.infer<typeof serviceHealthReply>;

export const healthPattern = (service: ServiceName) => `${service}.health` as BusPattern;
